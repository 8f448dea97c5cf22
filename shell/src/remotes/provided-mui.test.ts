import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const sourceFiles = (dir: string, source = SOURCE): string[] =>
  fs.statSync(dir).isFile()
    ? [dir]
    : fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(full, source);
        return source.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
      });
/** `@mui/material/<Module>` requests (components, and the lower-case hooks such as useMediaQuery; not styles). */
// ('@mui/material/utils': MUI X's builds take its createSvgIcon from '@mui/material/SvgIcon', rspack.base.config.ts.)
const MUI_REQUEST = /(?:from |import\()['"](@mui\/material\/(?!styles['"]|utils['"])[A-Za-z_]+)['"]/g;
const muiImports = (files: string[]) =>
  new Set(files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(MUI_REQUEST)].map((match) => match[1]!)));
const ours = (dirs: string[]) => dirs.flatMap((dir) => sourceFiles(path.join(repo, dir)));
/** MUI X's ESM files (grids, charts and their internals), which the remotes bundle. */
const muiX = () => {
  const scope = path.join(repo, 'node_modules/@mui');
  return fs
    .readdirSync(scope)
    .filter((name) => name.startsWith('x-'))
    .flatMap((name) => sourceFiles(path.join(scope, name), /\.mjs$/));
};

it('the shell provides every MUI component module a remote, the ui package or MUI X imports', () => {
  // The shell also bundles '@guildhall/ui/providers'.
  const provided = muiImports(ours(['shell/src', 'ui/src/AppProviders.tsx', 'ui/src/theme.ts']));
  const remotes = fs
    .readdirSync(repo)
    .filter((dir) => dir.startsWith('mf-'))
    .map((dir) => `${dir}/src`);
  const missing = [...muiImports([...ours([...remotes, 'ui/src']), ...muiX()])].filter(
    (request) => !provided.has(request),
  );
  expect(missing).toEqual([]);
});
