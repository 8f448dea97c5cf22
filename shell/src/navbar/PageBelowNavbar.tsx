import type { ReactNode } from 'react';
import { useLocation } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import { NAVBAR } from '@guildhall/contracts/limits';
import { isNavbarHiddenOn } from './nav-rules';

/** Keeps pages clear of the fixed bar. The offset stays while the bar slides away, so content never jumps. */
export function PageBelowNavbar({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box component="main" sx={{ pt: isNavbarHiddenOn(pathname) ? 0 : `${NAVBAR.heightRem}rem` }}>
      {children}
    </Box>
  );
}
