import fs from 'node:fs';
import path from 'node:path';
import { isCssVariablesBranch } from './css-variables-branches';
import createThemeWithVars, { CssVarsProvider, CSS_VARIABLES_LEFT_OUT } from './no-css-variables-theme';

const MUI_STYLES = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles');
/** The modules a file imports or re-exports from. */
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export) .* from ['"]([^'"]+)['"];?$/gm)].map(
    (match) => match[1]!,
  );

describe("the build's replacement of MUI's CSS-variables theme", () => {
  it.each([
    ['createTheme.mjs', './createThemeWithVars.mjs'],
    ['ThemeProvider.mjs', './ThemeProviderWithVars.mjs'],
  ])('catches %s importing %s, as MUI writes it', (file, branch) => {
    const issuer = path.join(MUI_STYLES, file);
    const imports = importsOf(issuer);
    // Should MUI rename the branch, this fails instead of the build quietly bundling it again.
    expect(imports).toContain(branch);
    expect(imports.filter((request) => isCssVariablesBranch(request, issuer))).toEqual([branch]);
  });

  it("leaves the barrel's own exports of them and every other import alone", () => {
    const barrel = path.join(MUI_STYLES, 'index.mjs');
    expect(importsOf(barrel)).toContain('./createThemeWithVars.mjs');
    expect(importsOf(barrel).filter((request) => isCssVariablesBranch(request, barrel))).toEqual([]);
    const createTheme = path.join(MUI_STYLES, 'createTheme.mjs');
    expect(isCssVariablesBranch('./createThemeNoVars.mjs', createTheme)).toBe(false);
  });

  it('stands in with functions that say what to change if a theme ever reaches them', () => {
    expect(() => createThemeWithVars()).toThrow(CSS_VARIABLES_LEFT_OUT);
    expect(() => CssVarsProvider()).toThrow(CSS_VARIABLES_LEFT_OUT);
  });
});
