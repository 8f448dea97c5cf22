import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('has development defaults and keeps a generated JWT secret across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });

    expect(first).toMatchObject({
      port: 3000,
      adminSecret: 'guildhall-dev-secret',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      loginRateLimit: 10,
    });
    expect(first.corsOrigins).toContain('http://localhost:8084');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('reads durations, lists and numbers', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL: '5m',
      REFRESH_TOKEN_TTL: '7d',
      CORS_ORIGINS: 'https://club.example, https://admin.club.example',
      API_PORT: '8000',
    });
    expect(config).toMatchObject({
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 7 * 86_400,
      corsOrigins: ['https://club.example', 'https://admin.club.example'],
      port: 8000,
    });
  });

  it('refuses a production start without a JWT secret or with the default admin secret', () => {
    const jwtSecret = 'a-production-secret-of-at-least-32-characters';
    const adminSecret = 'a-private-admin-passphrase-for-the-club';
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_SECRET: adminSecret })).toThrow(
      /JWT_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: jwtSecret })).toThrow(
      /ADMIN_SECRET must be set to a private value/,
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: jwtSecret, ADMIN_SECRET: adminSecret }).production).toBe(
      true,
    );
  });

  it('seeds demo data by default everywhere but in production, and as SEED_DEMO_DATA says', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      ADMIN_SECRET: 'a-private-admin-passphrase-for-the-club',
    };
    expect(loadConfig({ DATA_DIR: dataDir }).seedDemoData).toBe(true);
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('refuses a short admin secret in production only', () => {
    const jwtSecret = 'a-production-secret-of-at-least-32-characters';
    for (const adminSecret of ['x', 'private', 'x'.repeat(23)]) {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: jwtSecret, ADMIN_SECRET: adminSecret })).toThrow(
        `ADMIN_SECRET must be at least 24 characters in production (it has ${adminSecret.length})`,
      );
    }
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: jwtSecret, ADMIN_SECRET: 'x'.repeat(24) }).adminSecret,
    ).toBe('x'.repeat(24));
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_SECRET: 'x' }).adminSecret).toBe('x');
  });

  describe('outside production, where others can reach the server (fail closed)', () => {
    const privateSecrets = { ADMIN_SECRET: 'a-private-admin-passphrase', JWT_SECRET: 'j'.repeat(32) };
    const keys = { CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 'secret' };

    it.each([
      [{ API_HOST: '0.0.0.0' }, 'API_HOST is 0.0.0.0'],
      [{ API_HOST: '192.168.1.20' }, 'API_HOST is 192.168.1.20'],
      [{ PUBLIC_APP_URL: 'https://club.example.org' }, 'PUBLIC_APP_URL is https://club.example.org'],
      [{ PUBLIC_HOST: 'club.example.org' }, 'PUBLIC_APP_URL is http://club.example.org:8080'],
    ])('refuses %j with the development secrets or the sandbox, naming what to set', (reachable, reason) => {
      const refusal = (env: NodeJS.ProcessEnv) => {
        try {
          loadConfig({ DATA_DIR: dataDir, ...reachable, ...env });
        } catch (error) {
          return (error as Error).message;
        }
        return 'started';
      };
      const all = refusal({});
      expect(all).toContain(reason);
      for (const variable of ['ADMIN_SECRET', 'JWT_SECRET', 'CASHFREE_CLIENT_ID', 'ALLOW_SANDBOX_PAYMENTS=true'])
        expect(all).toContain(variable);
      expect(refusal({ JWT_SECRET: 'j'.repeat(32), ...keys })).toMatch(/Set ADMIN_SECRET \(the development/);
      expect(refusal({ ADMIN_SECRET: 'private', ...keys })).toMatch(/Set JWT_SECRET /);
      expect(refusal(privateSecrets)).toMatch(/Set CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET, or ALLOW_SANDBOX/);
      // No JWT secret file was written for a server that does not start.
      expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);

      expect(refusal({ ...privateSecrets, ...keys })).toBe('started');
      const sandboxOnPurpose = loadConfig({
        DATA_DIR: dataDir,
        ...reachable,
        ...privateSecrets,
        ALLOW_SANDBOX_PAYMENTS: 'true',
      });
      expect(sandboxOnPurpose.payments?.provider).toBe('local-sandbox');
    });

    it('starts with the development secrets and the sandbox on loopback and localhost', () => {
      for (const env of [
        {},
        { API_HOST: '::1' },
        { API_HOST: 'localhost', PUBLIC_APP_URL: 'http://127.0.0.1:18080' },
        { PUBLIC_APP_URL: 'http://[::1]:8080' },
      ]) {
        const config = loadConfig({ DATA_DIR: dataDir, ...env });
        expect(config).toMatchObject({ adminSecret: 'guildhall-dev-secret', payments: { provider: 'local-sandbox' } });
      }
    });
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL: 'soon' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
  });

  it('trusts no proxy and counts limits in memory unless TRUST_PROXY and REDIS_URL say otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ trustProxy: { kind: 'none' }, redis: undefined });
    const behindProxy = loadConfig({
      DATA_DIR: dataDir,
      TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,fd00::/8 ,::1,loopback',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
    });
    expect(behindProxy).toMatchObject({
      trustProxy: { kind: 'addresses', addresses: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1', 'loopback'] },
      redis: { url: 'redis://127.0.0.1:6379/2', prefix: 'guildhall:' },
    });
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(
      loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'rediss://cache.internal:6380', REDIS_PREFIX: 'club-a:' }).redis,
    ).toEqual({ url: 'rediss://cache.internal:6380', prefix: 'club-a:' });
  });

  it.each([
    ['true', /TRUST_PROXY must be a hop count or a comma-separated list .* \(not an address or CIDR: "true"\)/],
    ['10.0.0.0/33', /not an address or CIDR: "10.0.0.0\/33"/],
    ['127.0.0.1,,10.0.0.1', /not an address or CIDR: ""/],
    ['proxy.internal', /not an address or CIDR: "proxy.internal"/],
    ['0', /TRUST_PROXY a hop count must be 1 or more/],
  ])('refuses to start with TRUST_PROXY=%s, saying what it takes', (value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(message);
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('pays through Cashfree with keys, through the local sandbox without, and sells nothing in production without', () => {
    const keys = { CASHFREE_CLIENT_ID: 'id', CASHFREE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ DATA_DIR: dataDir, ...keys }).payments).toEqual({
      provider: 'cashfree',
      mode: 'sandbox',
      baseUrl: 'https://sandbox.cashfree.com/pg',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(loadConfig({ DATA_DIR: dataDir, ...keys, CASHFREE_ENV: 'production' }).payments?.baseUrl).toBe(
      'https://api.cashfree.com/pg',
    );
    expect(loadConfig({ DATA_DIR: dataDir, CASHFREE_SANDBOX_PORT: '9085' }).payments).toMatchObject({
      provider: 'local-sandbox',
      baseUrl: 'http://127.0.0.1:9085/pg',
      publicUrl: 'http://localhost:9085',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, CASHFREE_CLIENT_ID: 'id' })).toThrow(/both CASHFREE_CLIENT_ID/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), ADMIN_SECRET: 'a'.repeat(24) };
    expect(loadConfig(production).payments).toBeNull();
  });

  it('stores uploads on disk by default, and in a bucket with S3_BUCKET and its endpoint and keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).uploads).toEqual({
      dir: path.join(dataDir, 'uploads'),
      publicUrl: '/uploads',
      s3: undefined,
    });
    const bucket = {
      S3_BUCKET: 'club-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir, ...bucket }).uploads.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      bucket: 'club-media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: undefined,
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        ...bucket,
        S3_PUBLIC_URL: 'https://media.example.org/',
        S3_FORCE_PATH_STYLE: 'false',
      }).uploads.s3,
    ).toMatchObject({ publicUrl: 'https://media.example.org', forcePathStyle: false });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'club-media', S3_ENDPOINT: 'http://127.0.0.1:9000' }),
    ).toThrow(/S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });
});
