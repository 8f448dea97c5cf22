// `@guildhall/ui/styles`: the part of '@mui/material/styles' the apps and MUI X use, and the only way they import it
// at runtime (rspack.base.config.ts points every other '@mui/material/styles' import here). Shared as one singleton
// (the '@guildhall/ui/' key); the '@mui/material/styles' barrel itself is not shared, because a shared module keeps
// all of its exports: the CSS-variables theme, its provider and color-scheme script the shell's first paint never
// runs. An app that needs another export adds it here (type imports from '@mui/material/styles' are fine).
export { alpha, createTheme, css, styled, ThemeProvider, useTheme, useThemeProps } from '@mui/material/styles';
