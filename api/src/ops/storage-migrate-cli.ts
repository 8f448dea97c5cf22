// `npm run storage:migrate`: copies the uploaded files of DATA_DIR/uploads into the bucket the S3_* variables name
// (docs/operations.md, "Uploads on S3-compatible storage"). Run it again until it reports no failure; it skips what is there.
import { loadConfig } from '../config';
import { runCommand } from './cli';
import { migrateUploadsToBucket } from './storage-migrate';

runCommand(async () => {
  const { uploads } = loadConfig();
  if (!uploads.s3) {
    console.error(
      'Set S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: they name the bucket to copy into.',
    );
    process.exitCode = 2;
    return;
  }
  const { copied, skipped, failed } = await migrateUploadsToBucket(uploads.dir, uploads.s3);
  for (const { key, reason } of failed) console.error(`failed ${key}: ${reason}`);
  console.log(
    `${uploads.dir} -> bucket ${uploads.s3.bucket}: copied ${copied}, skipped ${skipped} (already there), failed ${failed.length}`,
  );
  if (failed.length > 0) process.exitCode = 1;
});
