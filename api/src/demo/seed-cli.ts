// `npm run db:seed -w api`: seeds demo data into an empty database (DATABASE_URL or DATA_DIR).
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_ACCOUNTS, seedDemoData } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const seeded = await seedDemoData(database, config);
    console.log(seeded ? 'Demo data seeded.' : 'The database already has accounts: nothing seeded.');
    console.log('Demo accounts:', JSON.stringify(DEMO_ACCOUNTS, null, 2));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
