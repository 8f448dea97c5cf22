// `npm run db:restore -- <backup folder> [--yes]`: puts a backup back into the database (DATABASE_URL or DATA_DIR)
// and the uploads folder. Stop the API first; --yes is needed when there is data to replace (it is kept).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from './backup';
import { BackupError } from './backup-manifest';
import { runCommand } from './cli';

runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean' } } });
  const source = positionals[0];
  if (!source || positionals.length > 1) throw new BackupError('Usage: npm run db:restore -- <backup folder> [--yes]');
  const { manifest, previousData, uploadsRestored } = await restoreBackup(loadConfig(), source, { yes: values.yes });
  const uploads = uploadsRestored === null ? 'uploads left as they are (bucket)' : `${uploadsRestored} uploaded files`;
  console.log(`Restored the ${manifest.kind} database of ${manifest.createdAt} and ${uploads}.`);
  if (previousData) console.log(`What it replaced is kept in ${previousData}.`);
  console.log('Start the API: it applies the migrations the backup predates, if any.');
});
