// `npm run db:migrate -w api`: applies pending migrations (openDatabase migrates) to DATABASE_URL or DATA_DIR.
import { loadConfig } from '../config';
import { openDatabase } from './client';

async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
