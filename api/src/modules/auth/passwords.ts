import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 declares Algorithm as a const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * Checks a password against the account's hash. Without an account it still runs one verification against a
 * throwaway hash, so the response time does not tell which names or e-mails are registered.
 */
export async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    unknownAccountHash ??= hashPassword('no account has this password');
    await verify(await unknownAccountHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
