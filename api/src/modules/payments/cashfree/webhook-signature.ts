import { createHmac, timingSafeEqual } from 'node:crypto';

/** Webhooks older (or newer) than this are refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** Cashfree's webhook signature: base64(HMAC-SHA256(client secret, x-webhook-timestamp + raw body)). */
export function webhookSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + rawBody)
    .digest('base64');
}

export type WebhookCheck = 'valid' | 'bad-signature' | 'stale';

/**
 * Checks a webhook's signature in constant time and its timestamp (milliseconds since the epoch) against `now`.
 * The signature is checked first, so a forged request learns nothing about the clock.
 */
export function checkWebhook(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  rawBody: string,
  now: Date,
): WebhookCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return 'bad-signature';
  const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  const sent = Number(timestamp);
  if (!Number.isFinite(sent) || Math.abs(now.getTime() - sent) > WEBHOOK_TOLERANCE_MS) return 'stale';
  return 'valid';
}
