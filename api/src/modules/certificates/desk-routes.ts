import { apiSuccessSchema, eventIdParamsSchema, requestBody, ticketIdParamsSchema } from '@guildhall/contracts';
import {
  CERTIFICATE_MESSAGES,
  certificateCodeParamsSchema,
  certificateDeskSchema,
  certificateIssueResultSchema,
  certificateNameSchema,
  certificateRevokeSchema,
  deskCertificateSchema,
} from '@guildhall/contracts/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http';
import { principalOf } from '../../plugins/authentication';
import { sendPdf } from './send-pdf';
import type { CertificateService } from './service';

const tags = ['certificates (admin)'];
const security = [{ bearerAuth: [] }];
// Fastify represents "no body" as null; issuing takes none (an empty object is accepted too).
const emptyBody = requestBody({}).nullable().optional();
const attendeeParamsSchema = eventIdParamsSchema.extend({ ticketId: ticketIdParamsSchema.shape.id });
const oneCertificate = { 200: apiSuccessSchema(deskCertificateSchema), ...errorResponses };

/**
 * The ticket desk's attendance certificates (docs/choices.md, "Attendance certificates"): an event's list and counts,
 * a preview, issuing to every attendee or to one under a corrected name, re-issuing and revoking. Admins only, checked
 * here for every route.
 */
export const certificateDeskRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService }> = async (
  app,
  { certificates },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/events/:id/certificates',
    {
      schema: {
        tags,
        security,
        summary:
          "An event's certificates: whether they can be issued, the counts, the names the PDF cannot print, every " +
          'certificate (valid ones by name, then the revoked, newest first)',
        params: eventIdParamsSchema,
        response: { 200: apiSuccessSchema(certificateDeskSchema), ...errorResponses },
      },
    },
    async (request) => ok('Certificates', await certificates.desk(request.params.id)),
  );

  app.get(
    '/admin/events/:id/certificates/preview',
    {
      schema: {
        tags,
        security,
        summary:
          'A sample certificate (PDF) of the event for its first admitted attendee by name, with a sample code: ' +
          'not issued, not e-mailed (409 before the event is over or when nobody was admitted)',
        params: eventIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('certificate-GH-0000-0000-0000.pdf'), ...errorResponses },
      },
    },
    async (request, reply) => sendPdf(reply, await certificates.preview(request.params.id), 'inline'),
  );

  app.post(
    '/admin/events/:id/certificates',
    {
      schema: {
        tags,
        security,
        summary:
          'Issue and e-mail a certificate to every attendee admitted at the door (ticket used, not cancelled) without ' +
          'a valid one whose name prints; again, it issues none twice (409 before the event is over)',
        params: eventIdParamsSchema,
        body: emptyBody,
        response: { 200: apiSuccessSchema(certificateIssueResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const result = await certificates.issueAll(principalOf(request), request.params.id);
      return ok(CERTIFICATE_MESSAGES.issued(result.issued, result.alreadyIssued), result);
    },
  );

  app.post(
    '/admin/events/:id/certificates/:ticketId',
    {
      schema: {
        tags,
        security,
        summary:
          "Issue and e-mail one admitted attendee's certificate under the name given (for a name the PDF cannot " +
          'print); 409 when the ticket was not admitted, has a valid certificate, or the name does not print either',
        params: attendeeParamsSchema,
        body: certificateNameSchema,
        response: oneCertificate,
      },
    },
    async (request) => {
      const { id, ticketId } = request.params;
      const issued = await certificates.issueOne(principalOf(request), id, ticketId, request.body.fullName);
      return ok(CERTIFICATE_MESSAGES.issuedOne, issued);
    },
  );

  app.post(
    '/admin/certificates/:code/reissue',
    {
      schema: {
        tags,
        security,
        summary:
          'Re-issue a valid certificate under a corrected name: the new one is e-mailed, the old one revoked and ' +
          'pointing at it (409 when it was revoked already)',
        params: certificateCodeParamsSchema,
        body: certificateNameSchema,
        response: oneCertificate,
      },
    },
    async (request) => {
      const issued = await certificates.reissue(principalOf(request), request.params.code, request.body.fullName);
      return ok(CERTIFICATE_MESSAGES.reissued, issued);
    },
  );

  app.post(
    '/admin/certificates/:code/revoke',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke a certificate for good, with a reason: its page reads revoked, its PDF answers 410',
        params: certificateCodeParamsSchema,
        body: certificateRevokeSchema,
        response: oneCertificate,
      },
    },
    async (request) => {
      const revoked = await certificates.revoke(principalOf(request), request.params.code, request.body.reason);
      return ok(CERTIFICATE_MESSAGES.revoked, revoked);
    },
  );
};
