import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { classNameImporters, classNamesFolder } from './mui-class-names';

describe("which components import another one's class names", () => {
  it('reads both ways MUI writes the import, and not a component importing its own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-class-names-'));
    const write = (file: string, source: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    };
    write(
      'MenuItem/MenuItem.mjs',
      'import { dividerClasses } from "../Divider/index.mjs";\nimport x from "../Box/Box.mjs";\n',
    );
    write(
      'ListItem/ListItem.mjs',
      'import listItemButtonClasses from "../ListItemButton/listItemButtonClasses.mjs";\n',
    );
    write('Divider/Divider.mjs', 'import { getDividerUtilityClass } from "./dividerClasses.mjs";\n');
    write('styles/enhanceHighContrast.mjs', 'import radioClasses from "../Radio/radioClasses.mjs";\n');
    try {
      expect(Object.fromEntries([...classNameImporters(dir)].map(([folder, by]) => [folder, [...by]]))).toEqual({
        Divider: ['MenuItem'],
        ListItemButton: ['ListItem'],
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds MUI's own: a menu item styles the icon and text of a list item", () => {
    const importers = classNameImporters();
    expect([...(importers.get('ListItemIcon') ?? [])]).toContain('MenuItem');
    expect([...(importers.get('ListItemText') ?? [])]).toContain('MenuItem');
  });
});

it('names the component of a class-name module, and nothing else', () => {
  expect(classNamesFolder('/repo/node_modules/@mui/material/Dialog/dialogClasses.mjs')).toBe('Dialog');
  expect(classNamesFolder('C:\\repo\\node_modules\\@mui\\material\\esm\\Tab\\tabClasses.js')).toBe('Tab');
  expect(classNamesFolder('/repo/node_modules/@mui/material/Dialog/Dialog.mjs')).toBeNull();
  expect(classNamesFolder('/repo/node_modules/@mui/x-data-grid/constants/gridClasses.mjs')).toBeNull();
});
