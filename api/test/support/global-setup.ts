import { pgliteTemplate, preparePostgresTemplate } from './databases';

// Builds the migrated templates once, before the test files start in parallel.
export default async function globalSetup(): Promise<void> {
  await pgliteTemplate();
  if (process.env.DATABASE_URL) await preparePostgresTemplate(process.env.DATABASE_URL);
}
