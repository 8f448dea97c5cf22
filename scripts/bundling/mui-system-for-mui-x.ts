// What MUI X imports from the '@mui/system' barrel, built from the modules the shell shares. The barrel itself is not
// shared (it would be kept whole), so a remote bundling it got its own copies of @mui/system's modules, and the
// data grid pulled the remote's whole `mui` fallback chunk (emotion, the theme context...) onto the page.
// rspack.base.config.ts points MUI X's '@mui/system' imports here.
import createStyled from '@mui/system/createStyled';

export { keyframes } from '@mui/styled-engine';
export { getThemeProps } from '@mui/system/useThemeProps';
export const styled = createStyled();
