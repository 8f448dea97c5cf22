// `npm run db:backup [-- <folder>]`: backs up the database (DATABASE_URL or DATA_DIR) and the uploaded files to
// <folder>, by default DATA_DIR/backups/<time>. With PGlite, stop the API first.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createBackup } from './backup';
import { runCommand } from './cli';

runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const { dir, manifest } = await createBackup(loadConfig(), positionals[0]);
  const uploads = manifest.uploads
    ? `${manifest.uploads.files} uploaded files`
    : 'no uploaded files (they are in the bucket)';
  console.log(`Backed up the ${manifest.kind} database (${manifest.migrations} migrations) and ${uploads} to ${dir}`);
  console.log(`Restore it with: npm run db:restore -- ${dir}`);
});
