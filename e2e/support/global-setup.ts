// Starts `npm start`'s composition once for the whole e2e run, with a fresh embedded database.
import { startComposition } from '../../scripts/lib/composition';
import { E2E_PORTS } from './ports';

export default async function globalSetup(): Promise<void> {
  const composition = await startComposition(E2E_PORTS, 'e2e-app');
  Object.assign(globalThis, { __GUILDHALL_E2E__: composition });
}
