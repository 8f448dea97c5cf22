import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/**
 * Whose X-Forwarded-For/-Proto/-Host the API believes (docs/choices.md, "Several instances: client address and shared
 * limits"): nobody (direct clients), the proxies at these addresses, or the nearest `hops` hops whoever they are.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'addresses'; addresses: string[] } | { kind: 'hops'; hops: number };

/** proxy-addr's names for the reserved ranges (Fastify compiles the list with it). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: '127.0.0.1,10.0.0.0/8' (addresses, CIDRs, loopback/linklocal/uniquelocal) or a hop count such as '1'. */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((text, context): TrustProxy => {
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1) return { kind: 'hops', hops };
      context.addIssue({
        code: 'custom',
        message: 'a hop count must be 1 or more (unset TRUST_PROXY to trust no proxy)',
      });
      return z.NEVER;
    }
    const addresses = text.split(',').map((entry) => entry.trim());
    const invalid = addresses.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length === 0) return { kind: 'addresses', addresses };
    context.addIssue({
      code: 'custom',
      message:
        `must be a hop count or a comma-separated list of addresses and CIDRs such as 127.0.0.1,10.0.0.0/8 ` +
        `(not an address or CIDR: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')})`,
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy`. A hop count is a function: Fastify 5 ignores a plain number (it cannot tell the nearest
 * peer is a proxy), so trusting the nearest hops whoever they are is this setting's explicit choice.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'addresses':
      return trust.addresses;
    case 'hops':
      return (_address: string, hop: number) => hop < trust.hops;
  }
}
