import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Department, Designation, MemberStatus } from '@guildhall/contracts';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { OpenDatabase } from '../../src/db/client';
import { admins, members } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords';
import { databaseTargets, openTestDatabase, type DatabaseTarget } from './databases';
import { send } from './send';

export const TEST_ADMIN_SECRET = 'test-admin-secret';

let dataDir: string | undefined;
function testDataDir(): string {
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-api-test-'));
  return dataDir;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      // Uploads, generated secrets and the like go to a folder of this test file, never the repository's ./data.
      DATA_DIR: testDataDir(),
      JWT_SECRET: 'test-jwt-secret-that-is-long-enough-for-hs256',
      ADMIN_SECRET: TEST_ADMIN_SECRET,
      LOGIN_RATE_LIMIT: '1000',
      FORM_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      VERIFY_RATE_LIMIT: '1000',
    }),
    ...overrides,
  };
}

export interface TestContext {
  target: DatabaseTarget;
  app: App;
  database: OpenDatabase;
}

/**
 * Declares `body` once per database target. Each block gets its own fresh database and app (built in beforeAll,
 * closed in afterAll); read them through the returned context inside tests. Overrides given as a function are made
 * once per block (state of its own, such as a Redis prefix).
 */
export function describeEachDatabase(
  title: string,
  body: (context: TestContext) => void,
  configOverrides: Partial<Config> | (() => Partial<Config>) = {},
): void {
  describe.each(databaseTargets())(`${title} [%s]`, (target) => {
    const context = { target } as TestContext;
    const overrides = typeof configOverrides === 'function' ? configOverrides() : configOverrides;
    beforeAll(async () => {
      context.database = await openTestDatabase(target);
      context.app = buildApp({ db: context.database, config: testConfig(overrides), logger: false });
      await context.app.ready();
    });
    afterAll(async () => {
      await context.app?.close();
      await context.database?.close();
    });
    body(context);
  });
}

let sequence = 0;

export interface TestMember {
  id: string;
  email: string;
  lpuId: string;
  password: string;
}

/** Inserts an active member straight into the database (unique e-mail and LPU ID per call). */
export async function createMember(
  database: OpenDatabase,
  overrides: {
    status?: MemberStatus;
    restrictionReason?: string;
    department?: Department;
    designation?: Designation;
  } = {},
): Promise<TestMember> {
  sequence += 1;
  const lpuId = String(20_000_000 + sequence);
  const email = `member${sequence}@test.example`;
  const password = `password-${sequence}`;
  const [row] = await database.db
    .insert(members)
    .values({
      fullname: `Test Member ${sequence}`,
      email,
      lpuId,
      passwordHash: await hashPassword(password),
      department: 'Technical',
      ...overrides,
    })
    .returning({ id: members.id });
  return { id: row!.id, email, lpuId, password };
}

export const TEST_ADMIN = { fullname: 'Test Admin', password: 'admin-password' };

export async function createAdmin(
  database: OpenDatabase,
  fullname = TEST_ADMIN.fullname,
  password = TEST_ADMIN.password,
): Promise<void> {
  await database.db.insert(admins).values({ fullname, passwordHash: await hashPassword(password) });
}

/** POSTs JSON and returns the status and parsed envelope. */
export const post = (app: App, url: string, payload?: unknown, accessToken?: string) =>
  send(app, 'POST', url, { payload, token: accessToken });

export const get = (app: App, url: string, accessToken?: string) => send(app, 'GET', url, { token: accessToken });

export const put = (app: App, url: string, payload?: unknown, accessToken?: string) =>
  send(app, 'PUT', url, { payload, token: accessToken });

export async function loginMember(app: App, member: Pick<TestMember, 'email' | 'password'>) {
  const { status, body } = await post(app, '/api/members/login', { email: member.email, password: member.password });
  if (status !== 200) throw new Error(`member login failed: ${status} ${body.message}`);
  return body.data as { accessToken: string; refreshToken: string };
}

/** Signs in the admin `createAdmin` made with its defaults. */
export async function loginAdmin(app: App) {
  const { status, body } = await post(app, '/api/admin/login', { ...TEST_ADMIN, secret: TEST_ADMIN_SECRET });
  if (status !== 200) throw new Error(`admin login failed: ${status} ${body.message}`);
  return body.data as { accessToken: string; refreshToken: string };
}

/** Creates the admin `createAdmin` makes with its defaults and signs it in: its access token. */
export async function signInNewAdmin(context: TestContext): Promise<string> {
  await createAdmin(context.database);
  return (await loginAdmin(context.app)).accessToken;
}

/** Creates an active member (`createMember`) and signs it in: the member and its access token. */
export async function signInNewMember(
  context: TestContext,
  overrides: Parameters<typeof createMember>[1] = {},
): Promise<TestMember & { token: string }> {
  const member = await createMember(context.database, overrides);
  return { ...member, token: (await loginMember(context.app, member)).accessToken };
}
