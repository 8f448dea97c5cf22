import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { admins, members } from '../../src/db/schema';
import { seedOnStart } from '../../src/demo/seed';
import { AdminNotCreated, createAdminAccount } from '../../src/ops/create-admin';
import { describeEachDatabase, post, TEST_ADMIN_SECRET, testConfig } from '../support/test-app';

const API_DIR = path.resolve(__dirname, '../..');

describeEachDatabase('the first admin of a site without demo data', (context) => {
  it('starts a production-like server empty, says how to create an admin, and the admin created signs in', async () => {
    const warnings: string[] = [];
    const seeded = await seedOnStart(context.database, { ...testConfig(), seedDemoData: false }, (line) =>
      warnings.push(line),
    );
    expect(seeded).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('npm run admin:create')]);
    const [people] = await context.database.db.select({ total: count() }).from(members);
    expect(people?.total).toBe(0);

    await createAdminAccount(context.database.db, { fullname: '  Priya Sharma ', password: 'a long passphrase' });
    const signIn = await post(context.app, '/api/admin/login', {
      fullname: 'priya sharma',
      password: 'a long passphrase',
      secret: TEST_ADMIN_SECRET,
    });
    expect(signIn.status).toBe(200);

    warnings.length = 0;
    await seedOnStart(context.database, { ...testConfig(), seedDemoData: false }, (line) => warnings.push(line));
    expect(warnings).toEqual([]);
  });

  it('refuses a name an admin has (in any case) and a short password, with the reason', async () => {
    await expect(
      createAdminAccount(context.database.db, { fullname: 'PRIYA SHARMA', password: 'another passphrase' }),
    ).rejects.toThrow(new AdminNotCreated('An admin named "PRIYA SHARMA" already exists.'));
    await expect(createAdminAccount(context.database.db, { fullname: 'Rohan', password: 'short' })).rejects.toThrow(
      'Password must be at least 12 characters.',
    );
    const [adminCount] = await context.database.db.select({ total: count() }).from(admins);
    expect(adminCount?.total).toBe(1);
  });
});

describe('npm run admin:create', () => {
  it('creates the admin named on the command line with the password read from standard input', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-admin-create-'));
    try {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/ops/admin-create-cli.ts', '--name', 'Club Secretary'],
        {
          cwd: API_DIR,
          input: 'the secretary passphrase\n',
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD: '' },
        },
      );
      expect(run.stderr + run.stdout).toContain('Admin "Club Secretary" created');
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
