// Where the build puts each MUI class-name module (`Dialog/dialogClasses.mjs`: the component's class names, which
// other components' styles import to style it inside them). With its component's chunk group, unless a component of
// an earlier group imports it: then with the earliest such group, so that group never needs a later chunk.
import fs from 'node:fs';
import path from 'node:path';

const MUI_MATERIAL_DIR = path.dirname(require.resolve('@mui/material/package.json'));
/** `import { dividerClasses } from "../Divider/index.mjs"` or `import listItemClasses from "../ListItem/listItemClasses.mjs"` */
const CLASS_NAMES_IMPORT = /^import (?:\{([^}]*)\}|(\w+Classes)) from "\.\.\/(\w+)\/(\w+)\.mjs";?$/gm;
/** Not bundled: the '@mui/material/styles' barrel's high-contrast helper (ui/src/styles.ts exports a subset). */
const UNBUNDLED_IMPORTERS = new Set(['styles/enhanceHighContrast.mjs']);

/** `Divider` -> the folders whose modules import Divider's class names. */
export function classNameImporters(materialDir = MUI_MATERIAL_DIR): Map<string, Set<string>> {
  const importers = new Map<string, Set<string>>();
  for (const folder of fs.readdirSync(materialDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(materialDir, folder.name))) {
      if (!file.endsWith('.mjs') || UNBUNDLED_IMPORTERS.has(`${folder.name}/${file}`)) continue;
      const source = fs.readFileSync(path.join(materialDir, folder.name, file), 'utf8');
      for (const [, named, defaultName, from, module] of source.matchAll(CLASS_NAMES_IMPORT)) {
        const classes = module!.endsWith('Classes') || (named ?? defaultName ?? '').includes('Classes');
        if (!classes || from === folder.name) continue;
        importers.set(from!, (importers.get(from!) ?? new Set()).add(folder.name));
      }
    }
  }
  return importers;
}

/** `.../@mui/material/Dialog/dialogClasses.mjs` -> `Dialog`; null for any other module. */
export function classNamesFolder(resource: string): string | null {
  return (
    /[\\/]node_modules[\\/]@mui[\\/]material[\\/](?:esm[\\/])?(\w+)[\\/]\w+Classes\.m?js$/.exec(resource)?.[1] ?? null
  );
}
