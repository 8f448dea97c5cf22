import { createTheme } from '@guildhall/ui/styles';

// The one theme of the site: AppProviders provides it (in the shell, or in a remote running standalone); a remote
// inside the shell inherits it through the shared MUI singleton.
const ink = '#1b2a41';
const brass = '#b08a3e';
const paper = '#f6f4ef';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: ink, contrastText: '#ffffff' },
    secondary: { main: brass, contrastText: '#ffffff' },
    background: { default: paper, paper: '#ffffff' },
    text: { primary: '#1c1f26', secondary: '#5a6070' },
    divider: 'rgba(27, 42, 65, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    MuiAppBar: {
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(246, 244, 239, 0.92)',
          backdropFilter: 'blur(8px)',
          borderBottom: '1px solid rgba(27, 42, 65, 0.08)',
        },
      },
    },
  },
});
