import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
const sourceFiles = (dir: string): string[] =>
  fs.statSync(dir).isFile()
    ? [dir]
    : fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
const muiImports = (dirs: string[]) =>
  new Set(
    dirs
      .flatMap((dir) => sourceFiles(path.join(repo, dir)))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(@mui\/material\/[A-Z][A-Za-z]+)'/g)].map(
          (match) => match[1]!,
        ),
      ),
  );

it('the shell provides every MUI component module a remote or the ui package imports', () => {
  // The shell also bundles '@guildhall/ui/providers'.
  const provided = muiImports(['shell/src', 'ui/src/AppProviders.tsx', 'ui/src/theme.ts']);
  const remotes = fs
    .readdirSync(repo)
    .filter((dir) => dir.startsWith('mf-'))
    .map((dir) => `${dir}/src`);
  const missing = [...muiImports([...remotes, 'ui/src'])].filter((request) => !provided.has(request));
  expect(missing).toEqual([]);
});
