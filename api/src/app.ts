import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { OpenDatabase } from './db/client';
import { createBackgroundJobs } from './background-jobs';
import { rateLimitOptions } from './limits/rate-limit';
import { connectRedis } from './limits/redis';
import { loggerOptions } from './logger';
import { applicationAdminRoutes } from './modules/applications/admin-routes';
import { createApplicationAdminService } from './modules/applications/admin-service';
import { applicationRoutes } from './modules/applications/routes';
import { createApplicationService } from './modules/applications/service';
import { authRoutes } from './modules/auth/routes';
import { certificateDeskRoutes } from './modules/certificates/desk-routes';
import { certificateRoutes } from './modules/certificates/routes';
import { createCertificateService } from './modules/certificates/service';
import { checkInRoutes } from './modules/check-in/routes';
import { createCheckInService } from './modules/check-in/service';
import { contactCountRoutes } from './modules/contact/count-routes';
import { contactRoutes } from './modules/contact/routes';
import { createContactService } from './modules/contact/service';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { createPasswordResetService } from './modules/auth/password-reset-service';
import { createAuthService } from './modules/auth/service';
import { createMemoryThrottle, DEFAULT_THROTTLE_POLICY } from './modules/auth/failure-throttle';
import { createRedisThrottle } from './modules/auth/redis-throttle';
import { createSignInGuard, retryAfterOfBlock } from './modules/auth/sign-in-guard';
import { eventAdminRoutes } from './modules/events/admin-routes';
import { createEventAdminService } from './modules/events/admin-service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { eventRoutes } from './modules/events/routes';
import { createEventService } from './modules/events/service';
import { healthRoutes } from './modules/health/routes';
import { createMailRequestQueue } from './modules/mail/mail-requests';
import { createMailService } from './modules/mail/service';
import { createMailTransport } from './modules/mail/transport';
import { memberAccountRoutes } from './modules/members/me-routes';
import { createMemberAccountService } from './modules/members/me-service';
import { adminMemberRoutes } from './modules/members/admin-routes';
import { createAdminMemberService } from './modules/members/admin-service';
import { memberRoutes } from './modules/members/routes';
import { createCashfreeClient, providerUnavailable } from './modules/payments/cashfree/client';
import { paymentRoutes, paymentsUnavailable } from './modules/payments/routes';
import { seatsTakenAt } from './modules/payments/seats';
import { createPaymentService } from './modules/payments/service';
import { createTicketDeskService } from './modules/tickets/desk-service';
import { ticketFindRoutes } from './modules/tickets/find-routes';
import { createTicketFinder } from './modules/tickets/find-service';
import { ticketQrRoutes } from './modules/tickets/qr-routes';
import { ticketDeskRoutes } from './modules/tickets/routes';
import { createTicketService } from './modules/tickets/service';
import { createMemberService } from './modules/members/service';
import { socialRoutes } from './modules/socials/routes';
import { createSocialService } from './modules/socials/service';
import { teamRoutes } from './modules/members/team-routes';
import { createTeamService } from './modules/members/team-service';
import { uploadsPlugin } from './modules/uploads/routes';
import { createUploadService } from './modules/uploads/service';
import { createFileStorage } from './modules/uploads/storage';
import { sweepOrphanUploads } from './modules/uploads/sweep';
import { createWaitlistDeskService } from './modules/waitlist/desk-service';
import { waitlistDeskRoutes } from './modules/waitlist/desk-routes';
import { waitlistRoutes } from './modules/waitlist/routes';
import { createWaitlistOffers } from './modules/waitlist/offers';
import { createWaitlistService } from './modules/waitlist/service';
import { apiDocs } from './plugins/api-docs';
import { authentication } from './plugins/authentication';
import { errorHandler } from './plugins/error-handler';
import { jsonBody } from './plugins/json-body';
import { securityHeaders } from './plugins/security-headers';
import { zodValidatorCompiler } from './plugins/validation';
import { closeConnectionsWhileDraining, drainConnectionsOnClose, SERVE_WHILE_CLOSING } from './shutdown';
import { trustProxyOption } from './trust-proxy';

/** How long a shutdown waits for the background jobs' pass under way (inside the shutdown's deadline). */
const JOBS_STOP_MS = 4_000;

function settledWithin(ms: number, work: readonly unknown[]): Promise<unknown> {
  return Promise.race([Promise.allSettled(work), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}

export interface BuildAppOptions {
  db: OpenDatabase;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /**
   * Run the background jobs (mail delivery, payment reconciliation, the clean-up of ended sessions, the start-up
   * sweep of uploads) while the app is up: the servers do, on every instance; tests drive them by hand.
   */
  backgroundJobs?: boolean;
  /** Where development notices go (an e-mail saved as a file, with its link). */
  notice?: (line: string) => void;
}

/**
 * The API as a Fastify instance, not yet listening: the caller may add more (static hosting of the front end)
 * before `listen()`. Everything under /api answers JSON; the root 404 handler is left to the caller.
 */
export function buildApp({ db, config, logger = true, backgroundJobs = false, notice }: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(logger),
    trustProxy: trustProxyOption(config.trustProxy),
    ...SERVE_WHILE_CLOSING,
  }).withTypeProvider<ZodTypeProvider>();
  drainConnectionsOnClose(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External and cross-cutting plugins first, then the routes.
  app.register(securityHeaders);
  app.register(errorHandler, { dependencyFailures: [providerUnavailable] });
  app.register(jsonBody);
  app.register(cors, { origin: config.corsOrigins, credentials: true });
  // Limits shared by every instance through Redis when it is configured (docs/choices.md, "Several instances").
  const redis = config.redis ? connectRedis(config.redis, app.log) : null;
  if (redis) {
    app.addHook('onReady', () => redis.connected());
    app.addHook('onClose', async () => redis.close());
  }
  app.register(rateLimit, rateLimitOptions(redis));
  app.register(apiDocs);
  const storage = createFileStorage(config.uploads);
  app.register(uploadsPlugin, { config: config.uploads, storage });

  const mail = createMailService(db.db, createMailTransport(config.mail, notice ?? ((line) => app.log.info(line))));
  // Wrong passwords per account, admin name and admin secret (docs/choices.md, "Sign-in and sessions").
  const throttlePolicy = { ...DEFAULT_THROTTLE_POLICY, ...config.signInLockout };
  const signInGuard = createSignInGuard({
    throttle: redis ? createRedisThrottle(redis.client, throttlePolicy) : createMemoryThrottle(throttlePolicy),
    failuresBeforeBlock: config.signInLockout.failures,
    mail,
    publicAppUrl: config.publicAppUrl,
  });
  const auth = createAuthService(db.db, config, signInGuard);
  app.register(authentication, { authenticateToken: auth.authenticate, verifyToken: auth.verifyToken });

  const tickets = createTicketService(db.db, mail, config.publicAppUrl);
  const payments = config.payments && paymentService(config.payments);
  const uploads = createUploadService(storage);
  // 'Forgot Password?', 'Forgot your LPU ID?' and 'Find my ticket' only queue a request; a job sends (docs/choices.md,
  // "Sign-in and sessions").
  const mailRequests = createMailRequestQueue(db.db);
  const passwordReset = createPasswordResetService({
    db: db.db,
    mail,
    mailRequests,
    publicAppUrl: config.publicAppUrl,
    recipientMailLimit: config.recipientMailLimit,
    signInGuard,
  });
  const memberAccount = createMemberAccountService({
    db: db.db,
    tickets,
    uploads,
    mail,
    mailRequests,
    publicAppUrl: config.publicAppUrl,
    signInGuard,
    recipientMailLimit: config.recipientMailLimit,
  });
  const waitlistOffers = createWaitlistOffers({ db: db.db, mail, publicAppUrl: config.publicAppUrl });
  // A freed seat goes to the waiting list at once, when online sales are on (an offer is claimed by paying).
  const passOnFreedSeat = config.payments ? waitlistOffers.passOn : async () => 0;
  const ticketFinder = createTicketFinder({ tickets, mailRequests, recipientMailLimit: config.recipientMailLimit });
  const jobs = createBackgroundJobs({
    database: db,
    mail,
    mailRequests: {
      'password-reset': passwordReset.mailResetLink,
      'lpu-id-reminder': memberAccount.mailLpuIdReminder,
      'find-ticket': ticketFinder.mailTickets,
    },
    payments,
    waitlistOffers,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  if (backgroundJobs) {
    const stopJobs = jobs.start(app.log);
    // A job's pass under way gets a moment to end before the database closes; what it leaves is picked up again
    // after the restart (leases, checkedAt).
    app.addHook('onClose', async () => {
      await settledWithin(JOBS_STOP_MS, [stopJobs()]);
    });
  }
  // Tickets issued plus live seat holds (docs/choices.md, "Events").
  const seatsTaken = (eventIds: readonly string[]) => seatsTakenAt(db.db, eventIds, new Date());
  const events = createEventService(db.db, { seatsTaken });

  function paymentService(payments: NonNullable<Config['payments']>) {
    return createPaymentService({
      db: db.db,
      client: createCashfreeClient(payments),
      tickets,
      checkout: (session) =>
        payments.provider === 'cashfree'
          ? { provider: 'cashfree', mode: payments.mode }
          : { provider: 'local-sandbox', url: `${payments.publicUrl}/checkout/${encodeURIComponent(session)}` },
      publicAppUrl: config.publicAppUrl,
      siteOrigins: config.corsOrigins,
      holdsPerBuyer: config.unpaidHoldsPerBuyer,
      log: (message, error) => app.log.error({ err: error }, message),
    });
  }

  if (backgroundJobs) {
    // Before listening: what a crash left (unfinished uploads, files whose row was never written) goes. Every
    // instance sweeps its own folder (docs/choices.md, "Background jobs across instances").
    app.addHook('onReady', async () => {
      try {
        const swept = await sweepOrphanUploads(db.db, storage);
        if (swept.removedTempFiles + swept.removedOrphans > 0) app.log.warn(swept, 'removed files a crash left behind');
      } catch (error) {
        app.log.error({ err: error }, 'the start-up sweep of uploads failed');
      }
    });
  }
  let draining = false;
  closeConnectionsWhileDraining(app, () => draining);
  app.register(healthRoutes, {
    database: db,
    storage: () => storage.checkWritable(),
    redis: redis && (() => redis.check()),
    draining: () => draining,
  });
  app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        reply.status(404).send({ success: false, message: `No API route ${request.method} ${request.url}` });
      });
      api.addHook('onError', retryAfterOfBlock);
      await api.register(authRoutes, { auth, loginRateLimit: config.loginRateLimit });
      await api.register(memberRoutes, {
        members: createMemberService(db.db),
        isAdminSecret: auth.isAdminSecret,
        secretRateLimit: config.loginRateLimit,
        signInGuard,
      });
      await api.register(memberAccountRoutes, {
        account: memberAccount,
        endOtherSessions: auth.endOtherSessions,
        mailRateLimit: config.loginRateLimit,
      });
      await api.register(applicationRoutes, {
        applications: createApplicationService(db.db, {
          mail,
          publicAppUrl: config.publicAppUrl,
          recipientMailLimit: config.recipientMailLimit,
        }),
        formRateLimit: config.formRateLimit,
      });
      await api.register(applicationAdminRoutes, {
        applications: createApplicationAdminService(db.db, { mail, publicAppUrl: config.publicAppUrl }),
      });
      await api.register(eventRoutes, { events, publicAppUrl: config.publicAppUrl });
      await api.register(eventAdminRoutes, {
        events,
        admin: createEventAdminService(db.db, { events, seatsTaken, uploads }),
        uploads,
      });
      await api.register(socialRoutes, { socials: createSocialService(db.db, uploads), uploads });
      if (payments && config.payments)
        await api.register(paymentRoutes, {
          payments,
          webhookSecret: config.payments.clientSecret,
          orderRateLimit: config.orderRateLimit,
          verifyRateLimit: config.verifyRateLimit,
        });
      else await api.register(paymentsUnavailable);
      await api.register(ticketFindRoutes, { finder: ticketFinder, formRateLimit: config.formRateLimit });
      await api.register(waitlistRoutes, {
        waitlist: createWaitlistService({
          db: db.db,
          mail,
          publicAppUrl: config.publicAppUrl,
          recipientMailLimit: config.recipientMailLimit,
          passOn: passOnFreedSeat,
        }),
        offers: waitlistOffers,
        orderRateLimit: config.orderRateLimit,
        verifyRateLimit: config.verifyRateLimit,
      });
      await api.register(waitlistDeskRoutes, { desk: createWaitlistDeskService(db.db), offers: waitlistOffers });
      const certificates = createCertificateService({ db: db.db, mail, publicAppUrl: config.publicAppUrl });
      await api.register(certificateRoutes, { certificates, verifyRateLimit: config.verifyRateLimit });
      await api.register(certificateDeskRoutes, { certificates });
      await api.register(ticketQrRoutes, { db: db.db, tickets });
      await api.register(ticketDeskRoutes, {
        desk: createTicketDeskService(db.db, {
          tickets,
          publicAppUrl: config.publicAppUrl,
          seatFreed: passOnFreedSeat,
        }),
      });
      await api.register(teamRoutes, { team: createTeamService(db.db) });
      await api.register(passwordResetRoutes, {
        passwordReset,
        formRateLimit: config.formRateLimit,
        loginRateLimit: config.loginRateLimit,
      });
      await api.register(contactRoutes, { contact: createContactService(db.db), formRateLimit: config.formRateLimit });
      await api.register(contactCountRoutes, { db: db.db });
      await api.register(adminMemberRoutes, { adminMembers: createAdminMemberService(db.db) });
      const dashboard = createDashboardService(db.db, { events });
      await api.register(dashboardRoutes, { dashboard });
      await api.register(checkInRoutes, { checkIn: createCheckInService(db.db) });
    },
    { prefix: '/api' },
  );
  // The background jobs' single passes, for tests and tools that drive them by hand.
  return Object.assign(app, {
    /** A shutdown begins: /healthz answers 503 while requests are still served (the caller closes a moment later). */
    beginDraining: () => {
      draining = true;
    },
    jobs: jobs.passes,
  });
}

export type App = ReturnType<typeof buildApp>;
