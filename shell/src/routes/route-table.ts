import type { SessionRole } from '@guildhall/shared-session';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import {
  CERTIFICATE_PAGE_ROUTE,
  EVENT_PAGE_ROUTE,
  PATHS,
  withSubRoutes,
  type RouteTitle,
} from '@guildhall/contracts/paths';

export interface RemoteRoute {
  paths: readonly string[];
  /** The exposed module that renders it (a typo fails type-checking: the names come from the one remote list). */
  page: RemoteModuleId;
  /** How the error message names this page when its remote fails. */
  area: string;
  /** The tab's title ('Team' -> 'Team · Guildhall'), per path where one route serves several pages. A page with a
   * title of its own (an event's) sets it once it knows it. */
  title: RouteTitle;
  /** Roles allowed in; absent for public pages. */
  allow?: readonly SessionRole[];
}

/** Which remote renders which route (docs/interfaces.md). Unlisted paths get the shell's 404 page. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  {
    paths: [PATHS.landing, PATHS.events, EVENT_PAGE_ROUTE],
    page: 'mf_public/EventPage',
    area: 'event page',
    title: 'Events',
  },
  { paths: [PATHS.home], page: 'mf_public/HomePage', area: 'home page', title: 'Home' },
  { paths: [withSubRoutes(PATHS.auth)], page: 'mf_public/AuthPage', area: 'sign-in page', title: 'Sign in' },
  // A static path outranks the '/auth/*' pattern above.
  {
    paths: [PATHS.resetPassword],
    page: 'mf_public/ResetPasswordPage',
    area: 'password reset page',
    title: 'Set your password',
  },
  { paths: [PATHS.contact], page: 'mf_public/ContactPage', area: 'contact page', title: 'Contact' },
  { paths: [PATHS.team], page: 'mf_public/TeamPage', area: 'team page', title: 'Team' },
  {
    paths: [PATHS.policyTerms, PATHS.policyRefund, PATHS.policyPrivacy, PATHS.policyCookie],
    page: 'mf_public/PolicyPage',
    area: 'policy page',
    title: {
      [PATHS.policyTerms]: 'Terms and Conditions',
      [PATHS.policyRefund]: 'Refund Policy',
      [PATHS.policyPrivacy]: 'Privacy Policy',
      [PATHS.policyCookie]: 'Cookie Policy',
    },
  },
  { paths: [PATHS.feed], page: 'mf_public/SocialPage', area: 'community feed', title: 'Community' },
  {
    paths: [PATHS.memberDashboard],
    page: 'mf_member/MemberDashboard',
    area: 'member dashboard',
    title: 'My profile',
    allow: ['member'],
  },
  // The link e-mailed to a new address: open to anyone (the link is the proof, on any device).
  {
    paths: [PATHS.confirmEmail],
    page: 'mf_member/ConfirmEmailPage',
    area: 'e-mail confirmation page',
    title: 'Confirm your e-mail',
  },
  {
    paths: [withSubRoutes(PATHS.adminAuth)],
    page: 'mf_admin/AdminAuthPage',
    area: 'admin sign-in page',
    title: 'Admin sign in',
  },
  {
    paths: [PATHS.adminDashboard],
    page: 'mf_admin/AdminDashboard',
    area: 'admin dashboard',
    title: 'Admin dashboard',
    allow: ['admin'],
  },
  { paths: [PATHS.adminShow], page: 'mf_admin/AdminShow', area: 'admin panel', title: 'Admin panel', allow: ['admin'] },
  { paths: [PATHS.paymentVerify], page: 'mf_tickets/PaymentVerifyPage', area: 'payment result page', title: 'Payment' },
  // A ticket's e-mail sent again: open to anyone (the same answer whatever the details).
  {
    paths: [PATHS.findTicket],
    page: 'mf_tickets/FindTicketPage',
    area: 'find my ticket page',
    title: 'Find my ticket',
  },
  // The links a waiting list e-mails: open to anyone (the link's token is the proof).
  {
    paths: [PATHS.waitlistConfirm, PATHS.waitlistLeave, PATHS.waitlistClaim],
    page: 'mf_tickets/WaitlistPage',
    area: 'waiting list page',
    title: 'Waiting list',
  },
  // Where a certificate's QR code leads: open to anyone (the code is all it takes to check one).
  {
    paths: [CERTIFICATE_PAGE_ROUTE],
    page: 'mf_tickets/CertificatePage',
    area: 'certificate page',
    title: 'Certificate check',
  },
  // Admins, and members an admin granted an event's door (the page and the API check which events).
  {
    paths: [PATHS.checkIn],
    page: 'mf_tickets/CheckInPage',
    area: 'check-in page',
    title: 'Door check-in',
    allow: ['admin', 'member'],
  },
];
