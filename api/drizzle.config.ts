import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new migration after a change to src/db/schema.ts (no database needed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
