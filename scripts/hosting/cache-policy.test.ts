import { cacheControlFor } from './cache-policy';

describe('cache policy of deployed front-end files', () => {
  it('revalidates entry points on every load, so a new deployment shows on the next reload', () => {
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json', '/srv/dist/remotes.json']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for a year', () => {
    expect(cacheControlFor('/srv/dist/1147.90360a4a.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('main.586cad19.js.map')).toBe('public, max-age=31536000, immutable');
  });

  it('caches other assets briefly', () => {
    expect(cacheControlFor('logo.svg')).toBe('public, max-age=3600');
  });
});
