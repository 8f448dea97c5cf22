import { apiSuccessSchema, teamLeadersSchema, teamListSchema } from '@guildhall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http';
import { hasBearerToken } from '../../plugins/authentication';
import type { TeamService, TeamViewer } from './team-service';

const tags = ['team'];
// Either anonymous or with a bearer token.
const security: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/**
 * The public team listing (team page, home's leaders grid). Open to guests; a bearer token, when sent, must be
 * valid (401 otherwise, so the client refreshes it) and shows the private fields (docs/choices.md, "Team").
 */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  async function viewerOf(request: FastifyRequest): Promise<TeamViewer> {
    if (!hasBearerToken(request)) return 'guest';
    await app.authenticate(request);
    return 'signed-in';
  }

  app.get(
    '/members/getleaders',
    {
      schema: {
        tags,
        summary: 'The leaders: CEO, CTO, CMO and COO (private fields for signed-in callers)',
        security,
        response: { 200: apiSuccessSchema(teamLeadersSchema), ...errorResponses },
      },
    },
    async (request) => ok('Leaders', { members: await team.leaders(await viewerOf(request)) }),
  );

  app.get(
    '/members/getall',
    {
      schema: {
        tags,
        summary: 'The whole team, leaders first (private fields for signed-in callers)',
        security,
        response: { 200: apiSuccessSchema(teamListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const members = await team.all(await viewerOf(request));
      return ok('Team', { members, totalMembers: members.length });
    },
  );
};
