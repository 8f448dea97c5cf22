import { pgliteTemplate } from './databases';

// Builds the migrated PGlite template once, before the test files start in parallel.
export default async function globalSetup(): Promise<void> {
  await pgliteTemplate();
}
