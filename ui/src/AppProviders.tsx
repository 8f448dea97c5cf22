import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from '@guildhall/ui/router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@guildhall/ui/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { adoptFirstPaintData, createQueryClient, dropQueriesWhenAccountChanges } from './query-client';
import { theme } from './theme';

/**
 * The providers every page renders inside: the one theme, MUI's baseline, the one query cache and the browser
 * router. The shell wraps its app in them once; a remote running standalone wraps its dev routes in the same ones.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => adoptFirstPaintData(createQueryClient()));
  useEffect(() => dropQueriesWhenAccountChanges(queryClient), [queryClient]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
