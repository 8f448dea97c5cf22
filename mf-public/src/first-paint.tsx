// The static first paint of this remote's pages (docs/interfaces.md, "First paint"), rendered at build time into
// dist/first-paint/<Module>.html. The shell host shows it until the page itself renders, so a first paint holds
// only what is true without data: texts, layout, and placeholders where data will go — never a value.
import type { ReactElement } from 'react';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { PATHS } from '@guildhall/contracts/paths';
import { EventSkeleton } from './features/event/components/EventSkeleton';
import { LandingHero } from './features/landing/components/LandingHero';

export const FIRST_PAINTS: Partial<Record<RemoteModuleId, { path: string; page: ReactElement }>> = {
  // The event page as it looks while its event loads (the page renders the very same skeleton first).
  'mf_public/EventPage': { path: PATHS.landing, page: <EventSkeleton /> },
  // Home's hero (static text); the event card and the leaders below it load with the page.
  'mf_public/HomePage': { path: PATHS.home, page: <LandingHero /> },
};
