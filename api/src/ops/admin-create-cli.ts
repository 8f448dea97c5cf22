// `npm run admin:create -- --name "Club Admin"`: adds an admin account to the database (DATABASE_URL or DATA_DIR).
// The password comes from ADMIN_PASSWORD or, when that is unset, the first line of standard input, never from the
// command line (which other users of the machine can read in the process list).
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AdminNotCreated, createAdminAccount } from './create-admin';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('Password for the new admin: ');
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { name: { type: 'string' } } });
  if (!values.name)
    throw new AdminNotCreated('Give the admin\'s full name: npm run admin:create -- --name "Club Admin"');
  const password = await readPassword();
  const database = await openDatabase(loadConfig());
  try {
    await createAdminAccount(database.db, { fullname: values.name, password });
    console.log(
      `Admin "${values.name.trim()}" created: sign in at /admin/auth with this name, the password and ADMIN_SECRET.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AdminNotCreated ? error.message : error);
  process.exit(1);
});
