// Every page's path, in one place for the shell's route table, the navbar, the remotes' links and redirects,
// and the API's links in e-mails and payment return URLs. Plain constants (no zod): any page may import them.

export const PATHS = {
  landing: '/',
  home: '/home',
  auth: '/auth',
  /** The sign-in page on its Join Club tab: a real URL, so a plain link (a first paint's) opens it. */
  authRegister: '/auth/register',
  events: '/event',
  team: '/team',
  feed: '/social-page',
  contact: '/contact',
  memberDashboard: '/member/dashboard',
  adminAuth: '/admin/auth',
  adminDashboard: '/admin/dashboard',
  adminShow: '/admin/show',
  paymentVerify: '/payment/verify',
  checkIn: '/tickets/check-in',
  /** "Find my ticket": a buyer's e-mail and LPU ID get the ticket e-mail sent again. */
  findTicket: '/tickets/find',
  policyTerms: '/policy/terms',
  policyRefund: '/policy/refund-policy',
  policyPrivacy: '/policy/privacy',
  policyCookie: '/policy/cookie',
  /** Where a password-reset e-mail's link leads (`?token=...`). */
  resetPassword: '/auth/reset-password',
  /** Where the link e-mailed to a member's new e-mail address leads (`?token=...`); no sign-in needed. */
  confirmEmail: '/member/confirm-email',
  /** Where a waiting-list entry's confirmation link leads (`?token=...`): the place in line. */
  waitlistConfirm: '/waitlist/confirm',
  /** Where a waiting-list entry's leave link leads (`?token=...`). */
  waitlistLeave: '/waitlist/leave',
  /** Where a waiting-list offer's claim link leads (`?token=...`): the purchase, with the seat held. */
  waitlistClaim: '/waitlist/claim',
  /** Where an attendance certificate's QR code leads (`/certificates/<code>`): genuine, revoked or unknown. */
  certificates: '/certificates',
} as const;

/** `/event/:id`: one event's page. */
export const eventPath = (eventId: string) => `${PATHS.events}/${encodeURIComponent(eventId)}`;
/** The route pattern of one event's page. */
export const EVENT_PAGE_ROUTE = `${PATHS.events}/:id`;
/** The route pattern of a certificate's verification page. */
export const CERTIFICATE_PAGE_ROUTE = `${PATHS.certificates}/:code`;

/** A route pattern that also matches the nested paths of a page with its own sub-routes (`/auth/*`). */
export const withSubRoutes = (path: string) => `${path}/*`;

/** The site's name: the last part of every tab title. */
export const SITE_NAME = 'Guildhall';

/** A tab's title: 'Team · Guildhall'; the site's name alone for none. */
export const documentTitle = (pageTitle?: string | null) =>
  pageTitle && pageTitle.trim() ? `${pageTitle.trim()} · ${SITE_NAME}` : SITE_NAME;

/** A route's tab title: one for all its paths, or one per path where a route serves several pages. */
export type RouteTitle = string | Readonly<Record<string, string>>;

/** The tab title of `path` on a route titled `title` (the shell sets it; the host writes it into index.html). */
export const routeDocumentTitle = (title: RouteTitle, path: string) =>
  documentTitle(typeof title === 'string' ? title : title[path]);
