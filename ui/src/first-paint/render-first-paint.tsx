// `@guildhall/ui/first-paint` (build time only, in Node): renders a page's static first paint to HTML with the
// site's theme and the CSS it needs inlined (emotion writes a <style> before each styled element when it renders
// on a server; in the browser the shell's emotion cache adopts those styles instead of inserting them again).
// Forms are drawn to work without script (./hand-over.ts); a query cache of its own serves a page's mutation
// hooks (nothing is fetched while rendering).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@guildhall/ui/styles';
import { MemoryRouter } from '@guildhall/ui/router';
import { theme } from '../theme';
import { RendersFirstPaint } from './hand-over';

export function renderFirstPaint(page: ReactElement, path: string): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MemoryRouter initialEntries={[path]}>
        <RendersFirstPaint.Provider value>
          <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>
        </RendersFirstPaint.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
