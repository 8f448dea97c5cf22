import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for refresh tokens the server must read back for a few seconds (the refresh grace window in
 * sessions.ts). The key is derived from JWT_SECRET, so a copy of the database alone yields no live token.
 * `context` is authenticated too: a sealed token only opens for the row it was sealed for.
 */
export function createTokenSealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'guildhall', 'refresh-token successor v1', 32));
  return {
    seal(token: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },

    /** The token, or undefined for anything that was not sealed by us for this context. */
    open(sealed: string, context: string): string | undefined {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
