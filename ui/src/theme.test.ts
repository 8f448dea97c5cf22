import { theme } from './theme';

// The build leaves MUI's CSS-variables theme and provider out (scripts/bundling/no-css-variables-theme.ts): the
// site's theme must take MUI's plain branches, in createTheme (no `cssVariables`) and in ThemeProvider (no
// `colorSchemes` on the theme).
it('is a theme without CSS variables or color schemes', () => {
  expect(theme).not.toHaveProperty('colorSchemes');
  expect(theme).not.toHaveProperty('vars');
  expect(theme).not.toHaveProperty('cssVariables');
  expect(theme.palette.primary.main).toBe('#1b2a41');
});
