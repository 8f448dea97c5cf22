import type { FastifyReply } from 'fastify';

/** Answers a PDF: downloaded (`attachment`) or shown (`inline`), never kept by a cache (a revoked one is gone). */
export function sendPdf(
  reply: FastifyReply,
  { fileName, pdf }: { fileName: string; pdf: Buffer },
  disposition: 'attachment' | 'inline',
) {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${disposition}; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      // A Buffer is sent as it is (never serialized): the response schema documents it only.
      .send(pdf as unknown as string)
  );
}
