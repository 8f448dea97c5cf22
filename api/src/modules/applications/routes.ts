import { apiSuccessSchema, applicationRecordSchema, membershipApplicationSchema } from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import type { ApplicationService } from './service';

export const applicationRoutes: FastifyPluginAsyncZod<{ applications: ApplicationService }> = async (
  app,
  { applications },
) => {
  app.post(
    '/apply/apply',
    {
      schema: {
        tags: ['applications'],
        summary: "Submit a membership application (the 'Join Our Organization' form)",
        body: membershipApplicationSchema,
        response: { 201: apiSuccessSchema(z.object({ application: applicationRecordSchema })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const application = await applications.submit(request.body);
      return reply.status(201).send(ok('Registration successful! We will contact you soon.', { application }));
    },
  );
};
