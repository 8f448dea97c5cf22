// What rspack.base.config.ts puts in place of MUI's CSS-variables theme (createThemeWithVars, imported by
// createTheme) and its provider (CssVarsProvider, imported by ThemeProvider). The site's theme (ui/src/theme.ts)
// sets neither `cssVariables` nor `colorSchemes`, so createTheme returns a theme without CSS variables and
// ThemeProvider renders its plain provider: those two branches never run, yet every app bundled them (with
// @mui/system's cssVars and the color-scheme script: ~7 KiB gzip on every first paint). If a theme ever asks for
// CSS variables, it fails here at once, with what to change, rather than painting without them.
export const CSS_VARIABLES_LEFT_OUT =
  "Guildhall's build leaves MUI's CSS-variables theme out (rspack.base.config.ts, scripts/bundling/no-css-variables-theme.ts): " +
  'a theme with `cssVariables` or `colorSchemes` needs that replacement removed.';

export default function createThemeWithVars(): never {
  throw new Error(CSS_VARIABLES_LEFT_OUT);
}

export function CssVarsProvider(): never {
  throw new Error(CSS_VARIABLES_LEFT_OUT);
}
