import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from '@guildhall/ui/router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { NAVBAR } from '@guildhall/contracts/limits';
import { useSession } from '@guildhall/shared-session';
import { BrandLink } from './BrandLink';
import { GuestActions } from './GuestActions';
import { activeNavLink, isNavbarHiddenOn, NAV_LINKS } from './nav-rules';
import { useHideOnScroll } from './useHideOnScroll';
import { useMountedOnceOpened } from './useMountedOnceOpened';
import { UserMenuButton } from './UserMenuButton';

const MobileDrawer = lazy(() => import('./MobileDrawer'));

// The bar's four links and the guest buttons need about 880 px: below 900 px the drawer holds them, above the
// pages' own 768 px breakpoint (docs/choices.md, "Front end").
const DRAWER_BELOW_PX = 900;
// Media queries rather than JS: the right variant is already laid out on the first paint.
const onMobile = `@media (max-width: ${DRAWER_BELOW_PX - 0.02}px)`;
const desktopOnly = { [onMobile]: { display: 'none' } };
const mobileOnly = { display: 'none', [onMobile]: { display: 'inline-flex' } };

export function Navbar() {
  const { pathname } = useLocation();
  const loading = useSession((state) => state.loading);
  const user = useSession((state) => state.user);
  const scrolledAway = useHideOnScroll();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useMountedOnceOpened(drawerOpen);

  if (loading || isNavbarHiddenOn(pathname)) return null;
  const activeLink = activeNavLink(pathname);

  return (
    <>
      <Slide appear={false} direction="down" in={!scrolledAway}>
        <AppBar
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{ height: `${NAVBAR.heightRem}rem`, justifyContent: 'center' }}
        >
          <Toolbar sx={{ width: '100%', maxWidth: 1200, mx: 'auto', gap: 3 }}>
            <BrandLink />
            <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, ml: 2, ...desktopOnly }}>
              {NAV_LINKS.map((link) => {
                const active = link.label === activeLink;
                return (
                  <Button
                    key={link.to}
                    component={RouterLink}
                    to={link.to}
                    aria-current={active ? 'page' : undefined}
                    color={active ? 'primary' : 'inherit'}
                    sx={{ fontWeight: active ? 700 : 500, opacity: active ? 1 : 0.75 }}
                  >
                    {link.label}
                  </Button>
                );
              })}
            </Box>
            <Box sx={{ display: 'flex', ml: 'auto', ...desktopOnly }}>
              {user ? <UserMenuButton user={user} /> : <GuestActions />}
            </Box>
            <IconButton
              aria-label="Open menu"
              edge="end"
              onClick={() => setDrawerOpen(true)}
              sx={{ ml: 'auto', ...mobileOnly }}
            >
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </AppBar>
      </Slide>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} activeLink={activeLink} />
        </Suspense>
      )}
    </>
  );
}
