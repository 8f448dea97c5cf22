// Writes a remote's static first paints (its src/first-paint.tsx) into dist/first-paint/<Module>.html, next to
// its remoteEntry.js, where the shell host reads them; a page that declares `withData` also gets
// dist/first-paint/<Module>.data.json (FirstPaintWithData: the markup the host fills from the API at request
// time); a page that lists `eachPath` also gets dist/first-paint/<Module><path>.html for each. Run after the
// remote's production build.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { firstPaintDataFile, firstPaintFile, type FirstPaintWithData } from '@guildhall/contracts/federation';
import { renderFirstPaint } from '@guildhall/ui/first-paint';

type FirstPaints = Record<
  string,
  {
    path: string;
    page: ReactElement;
    eachPath?: readonly string[];
    withData?: Omit<FirstPaintWithData, 'present' | 'absent'> & { present?: ReactElement; absent?: ReactElement };
  }
>;

const appDir = path.resolve(process.argv[2] ?? '.');
const declarations = path.join(appDir, 'src', 'first-paint.tsx');

function write(file: string, text: string, what: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`${what}: ${path.relative(appDir, file)} (${fs.statSync(file).size} bytes)`);
}

if (fs.existsSync(declarations)) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { FIRST_PAINTS } = require(declarations) as { FIRST_PAINTS: FirstPaints };
  for (const [page, { path: route, page: element, eachPath = [], withData }] of Object.entries(FIRST_PAINTS)) {
    const module = page.split('/')[1]!;
    write(
      path.join(appDir, 'dist', firstPaintFile(module)),
      renderFirstPaint(element, route),
      `first paint of ${page}`,
    );
    for (const each of eachPath)
      write(path.join(appDir, 'dist', firstPaintFile(module, each)), renderFirstPaint(element, each), `  at ${each}`);
    if (withData) {
      const { present, absent, ...request } = withData;
      const file: FirstPaintWithData = {
        ...request,
        ...(present && { present: renderFirstPaint(present, route) }),
        ...(absent && { absent: renderFirstPaint(absent, route) }),
      };
      write(
        path.join(appDir, 'dist', firstPaintDataFile(module)),
        JSON.stringify(file),
        `  with data from ${request.url}`,
      );
    }
  }
}
