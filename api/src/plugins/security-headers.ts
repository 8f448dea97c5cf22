import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Sent with every answer: no MIME sniffing, no referrer leaving the site, never inside a frame. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Old browsers' frame-ancestors 'none'.
  'x-frame-options': 'DENY',
} as const;

/** The policy of answers that are not pages (JSON, files): they may load nothing and be framed nowhere. */
export const NOTHING_LOADS_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface SecurityHeadersOptions {
  /** Content-Security-Policy for answers whose route set none of its own. */
  contentSecurityPolicy?: string;
}

const APPLIED = 'securityHeadersApplied';

/**
 * The security headers on every answer of a server (routes, static files, 404s, errors), hand-written rather than
 * @fastify/helmet: helmet's Cross-Origin-Resource-Policy default would stop the shell from loading the remotes'
 * scripts. Pages set their own Content-Security-Policy; everything else gets `contentSecurityPolicy`.
 * Registering it again on the same server (the shell host on the API's server) changes nothing.
 *
 * Two layers: an `onSend` hook for every answer that goes through Fastify's reply, and the same headers put on the
 * Node response before Fastify sees the request, for the answers Fastify writes itself without any hook (a URL it
 * cannot decode, such as `/api/%`: 400; a request while closing: 503). A header the reply sets wins over those
 * defaults (Node lets writeHead's headers override setHeader's), so a page keeps its own policy.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { contentSecurityPolicy = NOTHING_LOADS_POLICY }) => {
    if (app.hasDecorator(APPLIED)) return;
    app.decorate(APPLIED, true);
    app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      response.setHeader('content-security-policy', contentSecurityPolicy);
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(SECURITY_HEADERS);
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy);
      return payload;
    });
  },
  { name: 'security-headers' },
);
