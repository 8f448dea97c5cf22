// The static first paint of this remote's pages (docs/interfaces.md, "First paint"), rendered at build time into
// dist/first-paint/<Module>.html. The shell host shows it until the page itself renders, so a first paint holds
// only what is true without data: texts, layout, and placeholders where data will go — never a value. A page
// whose largest paint is data lists `withData` too: markup with slots the host fills from the API's answer at
// request time (dist/first-paint/<Module>.data.json), never from anything older.
import type { ReactElement } from 'react';
import { firstPaintSlot, type RemoteModuleId } from '@guildhall/contracts/federation';
import { PATHS } from '@guildhall/contracts/paths';
import { FEATURED_EVENT_QUERY_KEY } from './features/event/api/get-featured-event';
import { EventHeading, ORGANIZER_FALLBACK } from './features/event/components/EventHero';
import { NO_UPCOMING_EVENT } from './features/event/components/EventMessage';
import { EventSkeleton } from './features/event/components/EventSkeleton';
import { LandingHero } from './features/landing/components/LandingHero';

export interface FirstPaintDeclaration {
  path: string;
  page: ReactElement;
  withData?: {
    paths: string[];
    url: string;
    queryKey: readonly unknown[];
    present: ReactElement;
    absent: ReactElement;
  };
}

export const FIRST_PAINTS: Partial<Record<RemoteModuleId, FirstPaintDeclaration>> = {
  // The event page as it looks while its event loads (the page renders the very same skeleton first); at `/` and
  // `/event` the host writes the featured event's heading into it, or the no-event message when there is none.
  'mf_public/EventPage': {
    path: PATHS.landing,
    page: <EventSkeleton />,
    withData: {
      paths: [PATHS.landing, PATHS.events],
      url: '/api/events/featured',
      queryKey: FEATURED_EVENT_QUERY_KEY,
      present: (
        <EventSkeleton
          heading={
            <EventHeading organizer={firstPaintSlot('organizer', ORGANIZER_FALLBACK)} title={firstPaintSlot('title')} />
          }
        />
      ),
      absent: NO_UPCOMING_EVENT,
    },
  },
  // Home's hero (static text); the event card and the leaders below it load with the page.
  'mf_public/HomePage': { path: PATHS.home, page: <LandingHero /> },
};
