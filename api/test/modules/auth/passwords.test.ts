import { hashPassword, passwordMatches, PRODUCTION_HASH_COST } from '../../../src/modules/auth/passwords';

describe('password hashes', () => {
  const testEnvironment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = testEnvironment;
  });

  it('are argon2id at OWASP cost outside the tests, and check against the password', async () => {
    process.env.NODE_ENV = 'production';
    const { memoryCost, timeCost, parallelism } = PRODUCTION_HASH_COST;
    const stored = await hashPassword('correct horse battery staple');
    expect(stored.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(true);
    expect(memoryCost).toBeGreaterThanOrEqual(19_456);
    await expect(passwordMatches(stored, 'correct horse battery staple')).resolves.toBe(true);
    await expect(passwordMatches(stored, 'correct horse battery stapler')).resolves.toBe(false);
  });

  it('are made cheaply under the tests, and still checked', async () => {
    const stored = await hashPassword('secret-1');
    expect(stored.startsWith('$argon2id$v=19$m=1024,t=1,p=1$')).toBe(true);
    await expect(passwordMatches(stored, 'secret-1')).resolves.toBe(true);
    await expect(passwordMatches(undefined, 'secret-1')).resolves.toBe(false);
  });
});
