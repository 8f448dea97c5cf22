import { lazy, Suspense, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@guildhall/shared-session';
import { UserAvatar } from './UserAvatar';
import { useMountedOnceOpened } from './useMountedOnceOpened';

const AccountMenu = lazy(() => import('./AccountMenu'));

export function UserMenuButton({ user }: { user: SessionUser }) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const menuMounted = useMountedOnceOpened(anchorEl !== null);

  return (
    <>
      <ButtonBase
        aria-label={`Account menu of ${user.fullname}`}
        aria-haspopup="menu"
        aria-expanded={anchorEl !== null}
        onClick={(event) => setAnchorEl(event.currentTarget)}
        sx={{ gap: 1, px: 1, py: 0.5, borderRadius: 999 }}
      >
        <UserAvatar user={user} />
        <Typography component="span" sx={{ fontWeight: 600, maxWidth: 160 }} noWrap>
          {user.fullname}
        </Typography>
      </ButtonBase>
      {menuMounted && (
        <Suspense fallback={null}>
          <AccountMenu user={user} anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
        </Suspense>
      )}
    </>
  );
}
