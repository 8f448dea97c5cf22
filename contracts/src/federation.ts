// The one list of the front end's remotes: federation name, npm workspace, default port and exposed modules.
// rspack configs (`exposes`), the scripts (build, start, remotes.json) and the shell's route table all read it,
// so a remote or a page named here and nowhere else fails to type-check. With it, the other seams between remotes:
// the props of the exposed modules one remote renders in another, and the query keys more than one app uses.
// Plain constants: any code may import it.

export const REMOTES = {
  mf_public: {
    workspace: 'mf-public',
    defaultPort: 8081,
    exposes: [
      'HomePage',
      'AuthPage',
      'TeamPage',
      'PolicyPage',
      'ContactPage',
      'ResetPasswordPage',
      'SocialPage',
      'EventPage',
    ],
  },
  mf_member: { workspace: 'mf-member', defaultPort: 8082, exposes: ['MemberDashboard', 'ConfirmEmailPage'] },
  mf_admin: { workspace: 'mf-admin', defaultPort: 8083, exposes: ['AdminAuthPage', 'AdminDashboard', 'AdminShow'] },
  mf_tickets: {
    workspace: 'mf-tickets',
    defaultPort: 8084,
    exposes: [
      'PurchaseDialog',
      'PaymentVerifyPage',
      'CheckInPage',
      'TicketPanel',
      'FindTicketPage',
      'WaitlistPage',
      'CertificatePage',
    ],
  },
} as const satisfies Record<string, { workspace: string; defaultPort: number; exposes: readonly string[] }>;

export type RemoteName = keyof typeof REMOTES;

/** `mf_public/HomePage`: one exposed module, as `loadRemote` names it. */
export type RemoteModuleId = {
  [Remote in RemoteName]: `${Remote}/${(typeof REMOTES)[Remote]['exposes'][number]}`;
}[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** `mf_tickets/PurchaseDialog`: the ticket purchase for one event, opened by the event page's 'Register Here'. */
export interface PurchaseDialogProps {
  eventId: string;
  open: boolean;
  onClose: () => void;
}

/** The props of the exposed modules that take any: those another remote renders. Every other one takes none. */
export interface ExposedModuleProps {
  'mf_tickets/PurchaseDialog': PurchaseDialogProps;
}

/** What the default export of `Id` takes, for the remote that exposes it and every app that renders it. */
export type RemoteModuleProps<Id extends RemoteModuleId> = Id extends keyof ExposedModuleProps
  ? ExposedModuleProps[Id]
  : Record<string, never>;

/** Where an exposed module's source lives in its remote: `src/exposes/<Module>.tsx`. */
export const exposedModuleFile = (module: string) => `./src/exposes/${module}.tsx`;

/**
 * index.html's element holding a page's static first paint (data-page names its exposed module), written by the
 * shell host, removed by the shell when the page (or anything else) renders in its place.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';
/**
 * Where a remote's build writes an exposed page's first-paint markup, relative to its remoteEntry.js; with `path`,
 * the markup for that one path of a page that serves several (`first-paint/PolicyPage/policy/terms.html`).
 */
export const firstPaintFile = (module: string, path?: string) =>
  path === undefined ? `first-paint/${module}.html` : `first-paint/${module}${path}.html`;
/** index.html's JSON script with remotes.json and app-config.json, so the shell starts without fetching them. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * A first paint that shows one API answer (docs/interfaces.md, "First paint"): the remote's build writes this
 * beside the page's plain first paint, as `first-paint/<Module>.data.json`. On a request for one of `paths` the
 * shell host GETs `url` from the API (public, no credentials), writes `present` with its slots filled from the
 * answer's `data` (or `absent` when it is null) and puts the answer in the page under
 * FIRST_PAINT_DATA_ELEMENT_ID, so the page's query for `queryKey` starts with it instead of fetching it again.
 * When the API does not answer, the plain first paint (the loading state) is written as before.
 */
export interface FirstPaintWithData extends FirstPaintDataOptions {
  paths: string[];
  /** An API path: `/api/...`. */
  url: string;
  queryKey: readonly unknown[];
  /**
   * Markup with slots (`firstPaintSlot`) for fields of the answer; without it (a list no slot can show) the plain
   * first paint is written, and the answer only saves the page its request.
   */
  present?: string;
  /** Markup for an answer of null. */
  absent?: string;
  /** The answer's top-level text field that titles the tab ('title': 'Rock Night · Guildhall'), if any. */
  titleField?: string;
}
export const firstPaintDataFile = (module: string) => `first-paint/${module}.data.json`;
/** How the page takes the answer the host fetched (no credentials) for its first paint. */
export interface FirstPaintDataOptions {
  /**
   * The answer to a signed-in visitor has more in it (the team's private fields): a page with a stored session
   * leaves the answer and asks the API itself.
   */
  signedOutOnly?: boolean;
  /** The answer is the first page of an infinite query (the feed's), started with this page parameter. */
  firstPageOf?: { initialPageParam: string | number | null };
}
/** index.html's JSON script: the API answer a first paint was written for. */
export interface FirstPaintData extends FirstPaintDataOptions {
  queryKey: readonly unknown[];
  data: unknown;
}
export const FIRST_PAINT_DATA_ELEMENT_ID = 'first-paint-data';

/** The private-use characters around a slot: React writes them as they are, and no text of ours contains them. */
export const FIRST_PAINT_SLOT_MARKS = { start: '\uE000', end: '\uE001' } as const;
/**
 * Where a first paint with data shows the answer's field `field` (a top-level string or number), `fallback` when
 * it is null: `<start>field|fallback<end>`.
 */
export const firstPaintSlot = (field: string, fallback = '') =>
  `${FIRST_PAINT_SLOT_MARKS.start}${field}|${fallback}${FIRST_PAINT_SLOT_MARKS.end}`;

// The query keys more than one app uses. The shell's QueryClient is the one cache of every remote, so a key that one
// app reads and another invalidates (or reads too) is a seam between remotes: it lives here, once. Keys one feature
// alone uses stay in that feature's api/ file, built on these prefixes.

/** Every event query, public (mf-public) or admin (mf-admin): a change to an event or its tickets invalidates it. */
export const EVENTS_QUERY_KEY = ['events'] as const;
/** GET /api/events/by-id/{id}: the event page (mf-public) and the purchase dialog (mf-tickets) read it. */
export const eventQueryKey = (id: string) => [...EVENTS_QUERY_KEY, 'by-id', id] as const;

/** The admin dashboard's numbers, member table and activity log (mf-admin); the ticket desk (mf-tickets) changes them. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** Contact requests: the admin panel's list (mf-admin) and the admins' view on /contact (mf-public). */
export const CONTACT_QUERY_KEY = ['contact'] as const;

/** GET /api/check-in/events: the door page's events (mf-tickets); the shell's menus show the door when there are any. */
export const DOOR_EVENTS_QUERY_KEY = ['check-in', 'events'] as const;

/** GET /api/members/me: the signed-in member's own profile (mf-member's profile page; mf-public's contact form). */
export const OWN_PROFILE_QUERY_KEY = ['members', 'me'] as const;
