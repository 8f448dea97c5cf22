import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 declares Algorithm as a const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2;

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): @node-rs/argon2's defaults, written out so a test holds them. */
export const PRODUCTION_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * Under jest (NODE_ENV=test) passwords are hashed at argon2's lowest cost: ~1 ms a hash instead of ~40, and the API
 * suites hash and check hundreds (docs/choices.md, "Tests"). A hash carries its own cost, so checks follow it.
 */
const TEST_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  const cost = process.env.NODE_ENV === 'test' ? TEST_HASH_COST : PRODUCTION_HASH_COST;
  return hash(password, { algorithm: ARGON2ID, ...cost });
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
