import { apiSuccessSchema } from '@guildhall/contracts';
import {
  certificateCodeParamsSchema,
  certificateVerdictSchema,
  memberCertificateSchema,
} from '@guildhall/contracts/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, requestsPerMinute } from '../../http';
import { principalOf } from '../../plugins/authentication';
import type { CertificateService } from './service';
import { sendPdf } from './send-pdf';

const tags = ['certificates'];

interface CertificateRoutesOptions {
  certificates: CertificateService;
  /** The public calls per client address, a minute (each its own count), as the payment's verify. */
  verifyRateLimit: number;
}

/**
 * Attendance certificates (docs/choices.md, "Attendance certificates"): anyone may check a code and download a valid
 * certificate's PDF (the code is the key); a member lists the certificates of their LPU ID.
 */
export const certificateRoutes: FastifyPluginAsyncZod<CertificateRoutesOptions> = async (
  app,
  { certificates, verifyRateLimit },
) => {
  app.get(
    '/certificates/:code',
    {
      config: requestsPerMinute(verifyRateLimit),
      schema: {
        tags,
        summary: 'Check a certificate by its verification code: genuine (valid) or revoked; 404 for no certificate',
        params: certificateCodeParamsSchema,
        response: { 200: apiSuccessSchema(certificateVerdictSchema), ...errorResponses },
      },
    },
    async (request) => ok('Certificate found', await certificates.verdict(request.params.code)),
  );

  app.get(
    '/certificates/:code/pdf',
    {
      config: requestsPerMinute(verifyRateLimit),
      schema: {
        tags,
        summary: "A valid certificate's PDF, drawn on demand (410 once revoked, 404 for no certificate)",
        params: certificateCodeParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('certificate-{code}.pdf'), ...errorResponses },
      },
    },
    async (request, reply) => sendPdf(reply, await certificates.pdf(request.params.code), 'attachment'),
  );

  app.get(
    '/members/me/certificates',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The valid certificates of the signed-in member's LPU ID, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: apiSuccessSchema(z.array(memberCertificateSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (principal.role !== 'member') throw new Error('requireMember let another role through');
      return ok('Certificates loaded', await certificates.ofLpuId(principal.row.lpuId));
    },
  );
};
