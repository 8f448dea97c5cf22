// Which of issue 21's parts this branch has: they land from other branches, and until then the drill reports the
// parts that need them as info instead of judging them. Read from the API's own sources.
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../../../../api');

export interface Features {
  /** TRUST_PROXY and limits counted in Redis (REDIS_URL). */
  sharedLimits: boolean;
  /** Uploads on S3-compatible storage, streamed. */
  sharedUploads: boolean;
}

export function featuresOnThisBranch(): Features {
  const config = fs.readFileSync(path.join(API_DIR, 'src/config.ts'), 'utf8');
  const packageJson = fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8');
  return {
    sharedLimits: config.includes('TRUST_PROXY') && config.includes('REDIS_URL'),
    sharedUploads: packageJson.includes('@aws-sdk/lib-storage'),
  };
}
