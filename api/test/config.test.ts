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

  it('explains invalid values', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL: 'soon' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
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
});
