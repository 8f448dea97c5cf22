import { CLUB_CONTACT } from '@guildhall/contracts/club';
import type { QueuedMail } from '../mail/service';
import { eventDay, type CertificateContent } from './pdf';

/** The outbox's kind of a certificate's e-mail; its reference is the certificate's id. */
export const CERTIFICATE_MAIL = 'certificate';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The PDF's file name, for the e-mail and the download alike. */
export const certificateFileName = (code: string) => `certificate-${code}.pdf`;

/** The certificate e-mail: who attended what, the verification link, the PDF attached. */
export function certificateEmail(
  certificate: CertificateContent & { id: string; email: string },
  pdf: Buffer,
): QueuedMail {
  const { event, fullName, code, pageUrl } = certificate;
  const when = eventDay(event);
  const lines = [
    `Hi ${fullName},`,
    '',
    `Thank you for attending ${event.title} on ${when} at ${event.venue}.`,
    `Your certificate of attendance from ${CLUB_CONTACT.name} is attached as a PDF.`,
    '',
    `Verification code: ${code}`,
    `Anyone can check it at ${pageUrl}`,
  ];
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#1d1d1f;background:#f4f5f7;margin:0;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:22px;margin:0 0 8px">Your certificate of attendance</h1>
<p>Hi ${escape(fullName)}, thank you for attending <strong>${escape(event.title)}</strong> on ${escape(when)} at ${escape(event.venue)}.</p>
<p>Your certificate from ${escape(CLUB_CONTACT.name)} is attached as a PDF.</p>
<p>Verification code: <strong>${escape(code)}</strong></p>
<p><a href="${escape(pageUrl)}">Check the certificate online</a></p>
</div></body></html>`;
  return {
    kind: CERTIFICATE_MAIL,
    reference: certificate.id,
    to: certificate.email,
    subject: `Your certificate of attendance: ${event.title}`,
    text: lines.join('\n'),
    html,
    attachments: [
      { filename: certificateFileName(code), contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
    ],
  };
}
