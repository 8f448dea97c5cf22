// The static first paint of this remote's pages (docs/interfaces.md, "First paint"), rendered at build time into
// dist/first-paint/<Module>.html. The shell host shows it until the page itself renders, so a first paint holds
// only what is true without data: texts, layout, and placeholders where data will go — never a value. A page
// whose largest paint is data lists `withData` too: markup with slots the host fills from the API's answer at
// request time (dist/first-paint/<Module>.data.json), never from anything older.
import type { ReactElement } from 'react';
import { firstPaintSlot, type FirstPaintDataOptions, type RemoteModuleId } from '@guildhall/contracts/federation';
import { PATHS } from '@guildhall/contracts/paths';
import { FEATURED_EVENT_QUERY_KEY } from './features/event/api/get-featured-event';
import { EventHeading, ORGANIZER_FALLBACK } from './features/event/components/EventHero';
import { NO_UPCOMING_EVENT } from './features/event/components/EventMessage';
import { EventSkeleton } from './features/event/components/EventSkeleton';
import { ContactUs } from './features/contact/components/ContactUs';
import { FEED_QUERY_KEY } from './features/feed/api/feed-cache';
import { FeedHeader } from './features/feed/components/FeedHeader';
import { FeedLayout } from './features/feed/components/FeedLayout';
import { PostsLoading } from './features/feed/components/FeedSpinner';
import { LandingHero } from './features/landing/components/LandingHero';
import { POLICY_DOCUMENTS } from './features/policies/policy-documents';
import { TEAM_QUERY_KEY } from './features/team/api/get-team';
import { TeamLayout } from './features/team/components/TeamLayout';
import { TeamLoading } from './features/team/components/TeamStatus';
import PolicyPage from './exposes/PolicyPage';

export interface FirstPaintDeclaration {
  path: string;
  page: ReactElement;
  /** A page that serves several paths and looks different on each: `page` is also rendered at each of them. */
  eachPath?: readonly string[];
  withData?: FirstPaintDataOptions & {
    paths: string[];
    url: string;
    queryKey: readonly unknown[];
    /** Without present and absent, the answer comes with the plain first paint (a list no slot can show). */
    present?: ReactElement;
    absent?: ReactElement;
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
  // The form itself: what is typed survives the hand-over, and Send pressed early is kept (ui's Form, firstPaintId).
  // An admin, whom the server cannot know, sees it until the app shows the requests instead.
  'mf_public/ContactPage': { path: PATHS.contact, page: <ContactUs /> },
  // Each policy's whole text (static), links between them.
  'mf_public/PolicyPage': {
    path: PATHS.policyTerms,
    page: <PolicyPage />,
    eachPath: POLICY_DOCUMENTS.map((policy) => policy.path),
  },
  // The heading and the loading state; the team (a signed-out visitor's answer) comes with it, so the page draws
  // the cards as soon as it runs, without asking the API.
  'mf_public/TeamPage': {
    path: PATHS.team,
    page: (
      <TeamLayout>
        <TeamLoading />
      </TeamLayout>
    ),
    withData: { paths: [PATHS.team], url: '/api/members/getall', queryKey: TEAM_QUERY_KEY, signedOutOnly: true },
  },
  // The same for the feed's first page; who may post is not known yet (a placeholder holds the button's place).
  'mf_public/SocialPage': {
    path: PATHS.feed,
    page: (
      <FeedLayout header={<FeedHeader canPost={null} />}>
        <PostsLoading />
      </FeedLayout>
    ),
    withData: {
      paths: [PATHS.feed],
      url: '/api/socials/getall',
      queryKey: FEED_QUERY_KEY,
      signedOutOnly: true,
      firstPageOf: { initialPageParam: null },
    },
  },
};
