import fs from 'node:fs';
import path from 'node:path';
import { notASourceMap, sourceMapDevtool } from './source-maps';

it('production builds write hidden source maps (no sourceMappingURL), development builds keep theirs', () => {
  expect(sourceMapDevtool(true)).toBe('hidden-source-map');
  expect(sourceMapDevtool(false)).toBe('cheap-module-source-map');
  // The one rspack factory uses it (loading @rspack/core under jest is not possible: it is ESM).
  const config = fs.readFileSync(path.join(__dirname, '../../rspack.base.config.ts'), 'utf8');
  expect(config).toContain('devtool: sourceMapDevtool(production),');
});

it('lets the hosts serve every file but a source map', () => {
  expect(['/main.0123abcd.js', '/remoteEntry.js', '/mf-manifest.json'].map(notASourceMap)).toEqual([true, true, true]);
  expect(['/main.0123abcd.js.map', '/x.CSS.MAP'].map(notASourceMap)).toEqual([false, false]);
});
