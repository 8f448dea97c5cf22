// Cache headers for deployed front-end files: entry points are revalidated on every load so a new deployment of
// one remote shows on the next reload; content-hashed chunks never change and are cached for a year.
import path from 'node:path';

const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'remotes.json',
  'app-config.json',
]);
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  // Pages, and the first-paint markup the shell host reads, change with each deployment.
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  if (CONTENT_HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
