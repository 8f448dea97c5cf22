import { diskFull } from './disk-full';
import { killRush } from './kill-rush';
import { pgliteKillWrites } from './pglite-kill-writes';
import { pgDown, pgFrozen, pgRestart } from './postgres-faults';
import { providerBlackhole, providerDown, providerSlow } from './provider-faults';
import { scale } from './scale';
import type { Scenario } from './scenario';
import { sigterm } from './sigterm';
import { smtpDown, smtpSlow } from './smtp-faults';

/** In the order `npm run drill` runs them. */
export const SCENARIOS: readonly Scenario[] = [
  killRush,
  pgliteKillWrites,
  pgRestart,
  pgDown,
  pgFrozen,
  providerDown,
  providerBlackhole,
  providerSlow,
  smtpDown,
  smtpSlow,
  diskFull,
  sigterm,
  scale,
];
