import { randomUUID } from 'node:crypto';
import { APPLICATION_REQUEST } from '../support/applications';
import { SAMPLE_FILES } from '../support/multipart';
import { buyer } from '../support/payments';
import { TEST_ADMIN, TEST_ADMIN_SECRET } from '../support/test-app';
import { LOCAL_SANDBOX_KEYS } from '../../src/config';
import { webhookSignature } from '../../src/modules/payments/cashfree/webhook-signature';
import { clubDay } from '../../src/modules/events/club-time';
import { qrLinkKey } from '../../src/modules/tickets/qr-image';
import { freshLpuId, type Caller, type CallerName, type RequestParts, type World } from './harness';

// The API's authorization table: every route the app registers, who may call it, and a minimal valid request.
// `authorization-matrix.test.ts` checks every route with every caller against it; `input-properties.test.ts`
// sends generated input to every route as a caller who may call it. A route the app registers without an entry
// here fails the matrix (classify it: pick its access, write its request); an entry whose route is gone fails too.

/**
 * What a caller gets: 'allowed' (a 2xx or 3xx, or one of the entry's `refusalsOfTheRequest`: never 401 / 403 nor a
 * 5xx), or exactly that refusal.
 */
export type Expected = 'allowed' | 401 | 403;

const everyone = (expected: Expected) =>
  Object.fromEntries(
    ['guest', 'member', 'otherMember', 'bannedMember', 'doorStaff', 'otherDoorStaff', 'admin'].map((name) => [
      name,
      expected,
    ]),
  ) as Record<CallerName, Expected>;

/**
 * The access classes. `member` is also the author of the posts and comments `author` routes act on, `doorStaff`
 * the door of the event the door routes act on (`otherDoorStaff` staffs another event).
 */
export const ACCESS = {
  /** Anyone; the route never reads a token (a banned member's old token changes nothing). */
  open: everyone('allowed'),
  /** Anyone, but a token sent is checked (the feed's likes, the team's private fields): a dead one answers 401. */
  openReadsToken: { ...everyone('allowed'), bannedMember: 401 },
  /** Any signed-in account with a live session. */
  signedIn: { ...everyone('allowed'), guest: 401, bannedMember: 401 },
  /** Members only (their own account: no id in the path). */
  member: { ...everyone('allowed'), guest: 401, bannedMember: 401, admin: 403 },
  admin: { ...everyone(403), guest: 401, bannedMember: 401, admin: 'allowed' },
  /** The post's or comment's author (`member`) and admins. */
  author: { ...everyone(403), guest: 401, bannedMember: 401, member: 'allowed', admin: 'allowed' },
  /** Admins and the members granted this event's door. */
  door: { ...everyone(403), guest: 401, bannedMember: 401, doorStaff: 'allowed', admin: 'allowed' },
} satisfies Record<string, Record<CallerName, Expected>>;

export interface RouteEntry {
  access: keyof typeof ACCESS;
  /** Callers whose answer differs from the class (say why). */
  except?: Partial<Record<CallerName, Expected>>;
  /** A minimal valid request for `caller` (made fresh for each call: resources it changes are its own). */
  request(world: World, caller: Caller): RequestParts | Promise<RequestParts>;
  /** Applied to the request as sent, generated ones included (the webhook's signature covers its final bytes). */
  finish?(parts: RequestParts): RequestParts;
  /** The call ends the caller's own session (logout): sign in anew for it. */
  endsOwnSession?: boolean;
  /**
   * 4xx answers an allowed caller may get for this request that are about the request, not the caller (an unknown
   * reset link): without them, an allowed caller must get a 2xx, so a request that went stale cannot pass as allowed.
   */
  refusalsOfTheRequest?: number[];
}

const DAY_MS = 86_400_000;
const inDays = (days: number) => clubDay(new Date(Date.now() + days * DAY_MS));
const noRequest = () => ({});
const eventWrite = () => ({ title: 'Quiz Night', date: inDays(20), venue: 'Block 34' });
/** The caller's own account (the bystander's for callers without one: their request is refused anyway). */
const accountOf = (caller: Caller, world: World) => caller.member ?? world.bystander;

export const ROUTE_TABLE: Record<string, RouteEntry> = {
  // Infrastructure: CORS preflight, the API docs, uploaded files, readiness.
  'OPTIONS *': {
    access: 'open',
    request: () => ({
      params: { '*': '/api/events/getall' },
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    }),
  },
  'GET /api/docs/': { access: 'open', request: noRequest },
  'GET /api/docs/json': { access: 'open', request: noRequest },
  'GET /api/docs/yaml': { access: 'open', request: noRequest },
  'GET /api/docs/static/index.html': { access: 'open', request: noRequest },
  'GET /api/docs/static/swagger-initializer.js': { access: 'open', request: noRequest },
  'GET /api/docs/static/*': { access: 'open', request: () => ({ params: { '*': 'swagger-ui.css' } }) },
  'GET /uploads/*': { access: 'open', request: (world) => ({ params: { '*': world.uploadKey } }) },
  'GET /healthz': { access: 'open', request: noRequest },

  // Sign-in and sessions.
  'POST /api/members/login': {
    access: 'open',
    request: (world) => ({ body: { email: world.bystander.email, password: world.bystander.password } }),
  },
  'POST /api/admin/login': {
    access: 'open',
    request: () => ({ body: { ...TEST_ADMIN, secret: TEST_ADMIN_SECRET } }),
  },
  'POST /api/auth/refresh': {
    access: 'open',
    request: async (world) => ({ body: { refreshToken: (await world.fresh.memberToken()).refreshToken } }),
  },
  'POST /api/members/logout': { access: 'member', endsOwnSession: true, request: noRequest },
  'POST /api/admin/logout': { access: 'admin', endsOwnSession: true, request: noRequest },
  'GET /api/auth/me': { access: 'signedIn', request: noRequest },
  'POST /api/admin/register': {
    access: 'admin',
    // Without a bearer token the admin secret would do; without either the answer is 403, not 401.
    except: { guest: 403 },
    request: () => {
      const lpuId = freshLpuId();
      return {
        body: {
          fullname: 'New Member',
          LpuId: lpuId,
          email: `new${lpuId}@test.example`,
          password: 'password-123',
          department: 'Technical',
        },
      };
    },
  },

  // The member's own account: no id in the path, so there is no one else's to reach.
  'GET /api/members/me': { access: 'member', request: noRequest },
  'PUT /api/members/me': {
    access: 'member',
    request: (world, caller) => ({
      body: {
        fullname: 'Test Member',
        email: accountOf(caller, world).email,
        program: 'B.Tech CSE',
        year: 2,
        linkedIn: null,
        github: null,
        bio: null,
      },
    }),
  },
  'POST /api/members/me/avatar': {
    access: 'member',
    request: () => ({
      form: { fields: {}, files: [{ field: 'avatar', filename: 'me.png', content: SAMPLE_FILES.png }] },
    }),
  },
  'POST /api/members/me/password': {
    access: 'member',
    // The caller's own LPU ID and password (unchanged, so their later sign-ins still work).
    request: (world, caller) => {
      const { lpuId, password } = accountOf(caller, world);
      return { body: { LpuId: lpuId, currentPassword: password, newPassword: password } };
    },
  },
  // Idempotent: the same 200 whether a change of address waits or not.
  'DELETE /api/members/me/pending-email': { access: 'member', request: noRequest },
  // The caller's own LPU ID's tickets (none of the others').
  'GET /api/members/me/tickets': { access: 'member', request: noRequest },
  'POST /api/members/confirm-email': {
    access: 'open',
    // The token comes from the e-mailed link: an unknown one is refused on its field (the gate is open).
    refusalsOfTheRequest: [400],
    request: () => ({ body: { token: 'an-unknown-confirmation-token' } }),
  },
  'POST /api/members/forgot-lpu-id': {
    access: 'open',
    request: (world) => ({ body: { email: world.bystander.email } }),
  },
  'POST /api/members/send-reset-email': {
    access: 'open',
    request: (world) => ({ body: { email: world.bystander.email } }),
  },
  'POST /api/members/reset-password': {
    access: 'open',
    // No member has asked for a link: the gate is open, the link unknown.
    refusalsOfTheRequest: [400],
    request: () => ({ body: { token: 'an-unknown-reset-link-token', newPassword: 'password-456' } }),
  },

  // Applications (the join form; the admin panel).
  'POST /api/apply/apply': {
    access: 'open',
    request: () => ({ body: { ...APPLICATION_REQUEST, LpuId: freshLpuId() } }),
  },
  'GET /api/apply/applications': { access: 'admin', request: () => ({ query: { status: 'pending' } }) },
  'GET /api/apply/applications/:id': { access: 'admin', request: (world) => ({ params: { id: world.applicationId } }) },
  'PATCH /api/apply/applications/:id/status': {
    access: 'admin',
    request: async (world) => ({ params: { id: await world.fresh.application() }, body: { status: 'rejected' } }),
  },
  'PATCH /api/apply/applications/:id/seen': {
    access: 'admin',
    request: async (world) => ({ params: { id: await world.fresh.application() } }),
  },
  'DELETE /api/apply/applications/:id/delete': {
    access: 'admin',
    request: async (world) => ({ params: { id: await world.fresh.application() } }),
  },

  // Events.
  'GET /api/events/upcoming-event': { access: 'open', request: noRequest },
  'GET /api/events/featured': { access: 'open', request: noRequest },
  'GET /api/events/by-id/:id': { access: 'open', request: (world) => ({ params: { id: world.eventId } }) },
  'GET /api/events/:id/calendar.ics': { access: 'open', request: (world) => ({ params: { id: world.eventId } }) },
  'GET /api/events/:id/google-calendar': { access: 'open', request: (world) => ({ params: { id: world.eventId } }) },
  'GET /api/events/getall': { access: 'open', request: () => ({ query: { search: 'Night', page: '1' } }) },
  'GET /api/events/admin/getall': { access: 'admin', request: () => ({ query: { search: 'Night' } }) },
  'POST /api/events/create': { access: 'admin', request: () => ({ body: eventWrite() }) },
  'PUT /api/events/:id/update': {
    access: 'admin',
    request: async (world) => ({ params: { id: await world.fresh.event() }, body: eventWrite() }),
  },
  'DELETE /api/events/:id/delete': {
    access: 'admin',
    request: async (world) => ({ params: { id: await world.fresh.event() } }),
  },
  'PUT /api/events/:id/posters': {
    access: 'admin',
    request: async (world) => ({
      params: { id: await world.fresh.event() },
      form: {
        fields: { layout: '[{"upload":0}]' },
        files: [{ field: 'posters', filename: 'p.png', content: SAMPLE_FILES.png }],
      },
    }),
  },

  // The community feed.
  'GET /api/socials/getall': { access: 'openReadsToken', request: () => ({ query: { limit: '5' } }) },
  'POST /api/socials/create': {
    access: 'signedIn',
    request: () => ({ form: { fields: { content: 'Hello from the matrix' } } }),
  },
  'DELETE /api/socials/:id/delete': {
    access: 'author',
    request: async (world) => ({ params: { id: await world.fresh.post() } }),
  },
  'PUT /api/socials/:id/like': {
    access: 'signedIn',
    request: (world) => ({ params: { id: world.postId }, body: { liked: true } }),
  },
  'GET /api/socials/:id/comments': {
    access: 'openReadsToken',
    request: (world) => ({ params: { id: world.postId }, query: { limit: '5' } }),
  },
  'POST /api/socials/:id/comments': {
    access: 'signedIn',
    request: (world) => ({ params: { id: world.postId }, body: { content: 'Well said' } }),
  },
  'DELETE /api/socials/:id/comments/:commentId': {
    access: 'author',
    request: async (world) => ({ params: { id: world.postId, commentId: await world.fresh.comment(world.postId) } }),
  },

  // Ticket purchase: public (the order id is the ticket's bearer link; the webhook's right is its signature).
  'POST /api/cashfree/create-order': {
    access: 'open',
    request: (world) => ({ body: buyer(world.saleEventId, { lpuId: freshLpuId() }) }),
  },
  'POST /api/cashfree/checkout-opened': {
    access: 'open',
    request: async (world) => {
      const { orderId, orderSecret } = await world.fresh.order();
      return { body: { order_id: orderId, order_secret: orderSecret } };
    },
  },
  'POST /api/cashfree/verify': { access: 'open', request: (world) => ({ query: { order_id: world.orderId } }) },
  'POST /api/cashfree/webhook': {
    access: 'open',
    request: (world) => ({
      body: { type: 'PAYMENT_SUCCESS_WEBHOOK', data: { order: { order_id: world.orderId } } },
    }),
    finish: (parts) => {
      const raw = parts.raw ?? JSON.stringify(parts.body);
      const timestamp = String(Date.now());
      const signature = webhookSignature(LOCAL_SANDBOX_KEYS.clientSecret, timestamp, String(raw));
      return {
        ...parts,
        body: undefined,
        raw,
        headers: {
          'content-type': 'application/json',
          ...parts.headers,
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signature,
        },
      };
    },
  },

  // Find my ticket: anyone; the same answer whatever the details.
  'POST /api/tickets/find': {
    access: 'open',
    request: (world) => ({ body: { email: world.bystander.email, lpuId: world.bystander.lpuId } }),
  },

  // The waiting list: anyone; its links' tokens are the proof.
  'POST /api/waitlist/join': {
    access: 'open',
    request: (world) => {
      const { fullName, email, lpuId, phone } = buyer(world.soldOutEventId, { lpuId: freshLpuId() });
      return { body: { fullName, email, lpuId, phone, eventId: world.soldOutEventId } };
    },
  },
  'POST /api/waitlist/confirm': {
    access: 'open',
    request: async (world) => ({ body: { token: (await world.fresh.waitlistEntry()).confirmToken } }),
  },
  'GET /api/waitlist/position': {
    access: 'open',
    request: async (world) => ({ query: { token: (await world.fresh.waitlistEntry()).confirmToken } }),
  },
  'POST /api/waitlist/leave': {
    access: 'open',
    request: async (world) => ({ body: { token: (await world.fresh.waitlistEntry()).leaveToken } }),
  },
  'GET /api/waitlist/offer': {
    access: 'open',
    request: async (world) => ({ query: { token: await world.fresh.waitlistOffer() } }),
  },

  // A ticket's QR image (the CSV's QR Code URL): anyone with the link's key.
  'GET /api/tickets/:id/qr': {
    access: 'open',
    request: async (world) => {
      const ticket = await world.fresh.ticket(world.eventId);
      return { params: { id: ticket.id }, query: { key: qrLinkKey(ticket.secret) } };
    },
  },

  // The admin ticket desk.
  'POST /api/tickets/create': {
    access: 'admin',
    request: (world) => ({
      body: { fullName: 'Walk In', email: 'walkin@example.org', lpuId: freshLpuId(), eventId: world.saleEventId },
    }),
  },
  'GET /api/tickets/event/:eventId': {
    access: 'admin',
    request: (world) => ({ params: { eventId: world.eventId }, query: { search: 'Holder', sort: 'lpuId' } }),
  },
  'GET /api/tickets/event/:eventId/stats': {
    access: 'admin',
    request: (world) => ({ params: { eventId: world.eventId } }),
  },
  'GET /api/tickets/event/:eventId/timeline': {
    access: 'admin',
    request: (world) => ({ params: { eventId: world.eventId } }),
  },
  'GET /api/tickets/event/:eventId/export': {
    access: 'admin',
    request: (world) => ({ params: { eventId: world.eventId }, query: { sort: 'newest' } }),
  },
  'PATCH /api/tickets/:id/status': {
    access: 'admin',
    request: async (world) => ({
      params: { id: (await world.fresh.ticket(world.eventId)).id },
      body: { isUsed: true },
    }),
  },
  'POST /api/tickets/:id/cancel': {
    access: 'admin',
    request: async (world) => ({
      params: { id: (await world.fresh.ticket(world.eventId)).id },
      body: { reason: 'Refunded at the desk' },
    }),
  },
  'POST /api/tickets/:id/resend': {
    access: 'admin',
    request: async (world) => ({ params: { id: (await world.fresh.ticket(world.eventId)).id } }),
  },
  'DELETE /api/tickets/:id': {
    access: 'admin',
    request: async (world) => ({ params: { id: (await world.fresh.ticket(world.eventId)).id } }),
  },

  // The ticket desk's waiting list.
  'GET /api/admin/events/:id/waitlist': {
    access: 'admin',
    request: (world) => ({ params: { id: world.soldOutEventId } }),
  },
  'GET /api/admin/events/:id/waitlist/export': {
    access: 'admin',
    request: (world) => ({ params: { id: world.soldOutEventId } }),
  },
  'POST /api/admin/waitlist/:entryId/remove': {
    access: 'admin',
    request: async (world) => ({ params: { entryId: (await world.fresh.waitlistEntry()).id } }),
  },
  'POST /api/admin/events/:id/waitlist/offer-next': {
    access: 'admin',
    request: (world) => ({ params: { id: world.soldOutEventId } }),
    // Its one seat is taken: no seat to offer, whoever waits.
    refusalsOfTheRequest: [409],
  },

  // Attendance certificates: anyone checks a code and downloads a valid one's PDF; a member lists their own; the
  // desk's calls are admins' (each write on a certificate or an admitted ticket of its own).
  'GET /api/certificates/:code': { access: 'open', request: (world) => ({ params: { code: world.certificateCode } }) },
  'GET /api/certificates/:code/pdf': {
    access: 'open',
    request: (world) => ({ params: { code: world.certificateCode } }),
  },
  'GET /api/members/me/certificates': { access: 'member', request: noRequest },
  'GET /api/admin/events/:id/certificates': {
    access: 'admin',
    request: (world) => ({ params: { id: world.pastEventId } }),
  },
  'GET /api/admin/events/:id/certificates/preview': {
    access: 'admin',
    request: (world) => ({ params: { id: world.pastEventId } }),
  },
  'POST /api/admin/events/:id/certificates': {
    access: 'admin',
    request: (world) => ({ params: { id: world.pastEventId } }),
  },
  'POST /api/admin/events/:id/certificates/:ticketId': {
    access: 'admin',
    request: async (world) => {
      const ticket = await world.fresh.ticket(world.pastEventId, { isUsed: true, usedAt: new Date() });
      return { params: { id: world.pastEventId, ticketId: ticket.id }, body: { fullName: 'Corrected Name' } };
    },
  },
  'POST /api/admin/certificates/:code/reissue': {
    access: 'admin',
    request: async (world) => ({ params: { code: await world.fresh.certificate() }, body: { fullName: 'Fixed Name' } }),
  },
  'POST /api/admin/certificates/:code/revoke': {
    access: 'admin',
    request: async (world) => ({
      params: { code: await world.fresh.certificate() },
      body: { reason: 'Issued by mistake' },
    }),
  },

  // The team listing (private fields for signed-in callers).
  'GET /api/members/getleaders': { access: 'openReadsToken', request: noRequest },
  'GET /api/members/getall': { access: 'openReadsToken', request: noRequest },

  // Contact requests.
  'POST /api/contact/send': {
    access: 'open',
    request: () => ({
      body: {
        name: 'Asha Verma',
        lpuID: freshLpuId(),
        email: 'asha@example.org',
        phone: '+91 98765 43210',
        subject: 'Hello',
        message: 'A question about membership',
      },
    }),
  },
  'GET /api/contact/getall': { access: 'admin', request: () => ({ query: { status: 'pending', search: 'Asha' } }) },
  'PATCH /api/contact/:id/resolve': {
    access: 'admin',
    request: async (world) => ({ params: { id: await world.fresh.contact() } }),
  },
  'GET /api/contact/counts': { access: 'admin', request: noRequest },

  // The admin members table and its actions (each on a member of its own).
  'GET /api/admin/members': { access: 'admin', request: () => ({ query: { search: 'Test', status: 'all' } }) },
  'PUT /api/members/:id/ban': {
    access: 'admin',
    request: async (world) => ({ params: { id: (await world.fresh.member()).id }, body: { reason: 'Spam' } }),
  },
  'PUT /api/members/:id/remove': {
    access: 'admin',
    request: async (world) => ({ params: { id: (await world.fresh.member()).id }, body: { reason: 'Left the club' } }),
  },
  'PUT /api/members/:id/unban': {
    access: 'admin',
    request: async (world) => ({
      params: { id: (await world.fresh.member({ status: 'banned', restrictionReason: 'Spam' })).id },
    }),
  },
  'PUT /api/members/:id/admin': {
    access: 'admin',
    request: async (world) => ({
      params: { id: (await world.fresh.member()).id },
      body: { department: 'Design', designation: 'member', LpuId: freshLpuId() },
    }),
  },

  // The admin dashboard.
  'GET /api/admin/dashboard-stats': { access: 'admin', request: noRequest },
  'GET /api/admin/activity-overview': { access: 'admin', request: () => ({ query: { range: 'week' } }) },
  'GET /api/admin/recent-activity': { access: 'admin', request: noRequest },
  'GET /api/admin/upcoming-events': { access: 'admin', request: noRequest },

  // The door: admins everywhere, members on the events granted to them; grants are admins' only.
  'GET /api/check-in/events': { access: 'signedIn', request: noRequest },
  'POST /api/check-in/events/:eventId/redeem': {
    access: 'door',
    request: async (world) => ({
      params: { eventId: world.eventId },
      body: { ticketId: (await world.fresh.ticket(world.eventId)).id },
    }),
  },
  'GET /api/check-in/events/:eventId/counts': {
    access: 'door',
    request: (world) => ({ params: { eventId: world.eventId } }),
  },
  'GET /api/check-in/events/:eventId/search': {
    access: 'door',
    request: (world) => ({ params: { eventId: world.eventId }, query: { q: 'Holder' } }),
  },
  'GET /api/check-in/events/:eventId/list': {
    access: 'door',
    request: (world) => ({ params: { eventId: world.eventId } }),
  },
  'POST /api/check-in/events/:eventId/sync': {
    access: 'door',
    request: async (world) => ({
      params: { eventId: world.eventId },
      body: {
        checkIns: [
          {
            nonce: randomUUID(),
            ticketId: (await world.fresh.ticket(world.eventId)).id,
            scannedAt: new Date(Date.now() - 60_000).toISOString(),
          },
        ],
      },
    }),
  },
  'GET /api/check-in/events/:eventId/grants': {
    access: 'admin',
    request: (world) => ({ params: { eventId: world.eventId } }),
  },
  'POST /api/check-in/events/:eventId/grants': {
    access: 'admin',
    request: async (world) => ({
      params: { eventId: world.eventId },
      body: { lpuId: (await world.fresh.member()).lpuId },
    }),
  },
  'DELETE /api/check-in/events/:eventId/grants/:memberId': {
    access: 'admin',
    request: async (world) => ({
      params: { eventId: world.eventId, memberId: (await world.fresh.grant(world.eventId)).id },
    }),
  },
};

/** The request `entry` makes for `caller`, finished. */
export async function requestOf(entry: RouteEntry, world: World, caller: Caller): Promise<RequestParts> {
  return finished(entry, await entry.request(world, caller));
}

export function finished(entry: RouteEntry, parts: RequestParts): RequestParts {
  return entry.finish ? entry.finish(parts) : parts;
}

/** What `caller` must get from the route of `entry`. */
export function expectedFor(entry: RouteEntry, caller: CallerName): Expected {
  return entry.except?.[caller] ?? ACCESS[entry.access][caller];
}

/** The first caller that may call the route, admins first (the property tests send their junk as them). */
export function anAllowedCaller(entry: RouteEntry): CallerName {
  const order: CallerName[] = ['admin', 'member', 'doorStaff', 'guest'];
  return order.find((caller) => expectedFor(entry, caller) === 'allowed')!;
}
