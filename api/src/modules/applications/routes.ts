import { apiSuccessSchema, applicationRecordSchema, membershipApplicationSchema } from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, submissionsPerTenMinutes } from '../../http';
import type { ApplicationService } from './service';

export const applicationRoutes: FastifyPluginAsyncZod<{
  applications: ApplicationService;
  formRateLimit: number;
}> = async (app, { applications, formRateLimit }) => {
  app.post(
    '/apply/apply',
    {
      config: submissionsPerTenMinutes(formRateLimit),
      schema: {
        tags: ['applications'],
        summary:
          "Submit a membership application (the 'Join Our Organization' form); one pending per LPU ID; rate-limited",
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
