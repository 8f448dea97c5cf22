import {
  activityOverviewQuerySchema,
  activityOverviewSchema,
  apiSuccessSchema,
  dashboardStatsSchema,
  publicEventSchema,
  recentActivityPageSchema,
  recentActivityQuerySchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import type { DashboardService } from './service';

const tags = ['admin dashboard'];
const security = [{ bearerAuth: [] }];

/** The admin overview: numbers, the activity chart, the activity log and the next events. Admins only. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/dashboard-stats',
    {
      schema: {
        tags,
        security,
        summary: 'Total members, tickets sold, upcoming events and the engagement rate',
        response: { 200: apiSuccessSchema(dashboardStatsSchema), ...errorResponses },
      },
    },
    async () => ok('Dashboard stats', await dashboard.stats()),
  );

  app.get(
    '/admin/activity-overview',
    {
      schema: {
        tags,
        security,
        summary: 'New members, tickets sold and posts per day (week), week (month) or month (year)',
        querystring: activityOverviewQuerySchema,
        response: { 200: apiSuccessSchema(activityOverviewSchema), ...errorResponses },
      },
    },
    async (request) => ok('Activity overview', await dashboard.activityOverview(request.query.range)),
  );

  app.get(
    '/admin/recent-activity',
    {
      schema: {
        tags,
        security,
        summary:
          'The activity log, newest first, a page at a time (cursor-paged); sessions=exclude leaves sign-ins and ' +
          'sign-outs out (the dashboard)',
        querystring: recentActivityQuerySchema,
        response: { 200: apiSuccessSchema(recentActivityPageSchema), ...errorResponses },
      },
    },
    async (request) => ok('Recent activity', await dashboard.recentActivity(request.query)),
  );

  app.get(
    '/admin/upcoming-events',
    {
      schema: {
        tags,
        security,
        summary: 'The next three upcoming events',
        response: { 200: apiSuccessSchema(z.array(publicEventSchema)), ...errorResponses },
      },
    },
    async () => ok('Upcoming events', await dashboard.upcomingEvents()),
  );
};
