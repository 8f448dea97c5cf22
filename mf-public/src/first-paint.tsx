// The static first paint of this remote's pages (docs/interfaces.md, "First paint"), rendered at build time into
// dist/first-paint/<Module>.html. The shell host shows it until the page itself renders, so a first paint holds
// only what is true without data: texts, layout, and placeholders where data will go — never a value.
import type { ReactElement } from 'react';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { PATHS } from '@guildhall/contracts/paths';
import HomePage from './exposes/HomePage';

export const FIRST_PAINTS: Partial<Record<RemoteModuleId, { path: string; page: ReactElement }>> = {
  'mf_public/HomePage': { path: PATHS.landing, page: <HomePage /> },
};
