// Loaded on the first click on the avatar: the landing page's first paint does not pay for MUI's Menu.
import { useNavigate } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@guildhall/shared-session';
import { accountLinksFor } from './nav-rules';
import { useAccountActions } from './useAccountActions';
import { useDoorAccess } from './useDoorAccess';

interface AccountMenuProps {
  user: SessionUser;
  anchorEl: HTMLElement | null;
  onClose(): void;
}

export default function AccountMenu({ user, anchorEl, onClose }: AccountMenuProps) {
  const navigate = useNavigate();
  const { logOut } = useAccountActions();
  const doorStaff = useDoorAccess(user);
  const choose = (action: () => unknown) => () => {
    onClose();
    void action();
  };

  return (
    <Menu
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 220 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{user.fullname}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
      <Divider />
      {accountLinksFor(user, { doorStaff }).map((link) => (
        <MenuItem key={link.to} onClick={choose(() => navigate(link.to))}>
          {link.label}
        </MenuItem>
      ))}
      <MenuItem onClick={choose(logOut)}>Log Out</MenuItem>
    </Menu>
  );
}
