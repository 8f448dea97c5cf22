// Writes a remote's static first paints (its src/first-paint.tsx) into dist/first-paint/<Module>.html, next to
// its remoteEntry.js, where the shell host reads them. Run after the remote's production build.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { firstPaintFile } from '@guildhall/contracts/federation';
import { renderFirstPaint } from '@guildhall/ui/first-paint';

type FirstPaints = Record<string, { path: string; page: ReactElement }>;

const appDir = path.resolve(process.argv[2] ?? '.');
const declarations = path.join(appDir, 'src', 'first-paint.tsx');
if (fs.existsSync(declarations)) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { FIRST_PAINTS } = require(declarations) as { FIRST_PAINTS: FirstPaints };
  for (const [page, { path: route, page: element }] of Object.entries(FIRST_PAINTS)) {
    const file = path.join(appDir, 'dist', firstPaintFile(page.split('/')[1]!));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderFirstPaint(element, route));
    console.log(`first paint of ${page}: ${path.relative(appDir, file)} (${fs.statSync(file).size} bytes)`);
  }
}
