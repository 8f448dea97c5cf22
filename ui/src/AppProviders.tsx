import type { ReactNode } from 'react';
import { BrowserRouter } from '@guildhall/ui/router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * The providers every page renders inside: the one theme, MUI's baseline and the browser router. The shell wraps
 * its app in them once; a remote running standalone wraps its dev routes in the same ones.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>{children}</BrowserRouter>
    </ThemeProvider>
  );
}
