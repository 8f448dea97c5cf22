// Which imports rspack.base.config.ts points at scripts/bundling/no-css-variables-theme.ts: the CSS-variables theme
// as MUI's createTheme imports it, and its provider as MUI's ThemeProvider imports it. Only from those two files, so
// the '@mui/material/styles' barrel's own exports of them (extendTheme, CssVarsProvider: no app imports them) stay
// MUI's.
import path from 'node:path';

export const NO_CSS_VARIABLES_THEME = path.join(__dirname, 'no-css-variables-theme.ts');

const BRANCH_REQUEST = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.m?js$/;
const THEME_ENTRY_POINT =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?styles[\\/](createTheme|ThemeProvider)\.m?js$/;

/** True for `request` (as written in `issuer`) when it is one of MUI's CSS-variables branches. */
export function isCssVariablesBranch(request: string, issuer: string | undefined): boolean {
  return BRANCH_REQUEST.test(request) && THEME_ENTRY_POINT.test(issuer ?? '');
}

/** The request pattern alone, for the replacement plugin's first filter. */
export const CSS_VARIABLES_BRANCH_REQUEST = BRANCH_REQUEST;
