// Loaded on the first tap on the menu button. MUI's temporary Drawer is a modal: a click on the backdrop closes
// it and the page behind cannot scroll while it is open, as the specification asks.
import { Link as RouterLink } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useSession } from '@guildhall/shared-session';
import { BrandLink } from './BrandLink';
import { GuestActions } from './GuestActions';
import { accountLinksFor, NAV_LINKS, type NavLinkLabel } from './nav-rules';
import { useAccountActions } from './useAccountActions';
import { useDoorAccess } from './useDoorAccess';
import { UserAvatar } from './UserAvatar';

interface MobileDrawerProps {
  open: boolean;
  onClose(): void;
  activeLink: NavLinkLabel;
}

export default function MobileDrawer({ open, onClose, activeLink }: MobileDrawerProps) {
  const user = useSession((state) => state.user);
  const { logOut } = useAccountActions();
  const doorStaff = useDoorAccess(user);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Site menu', sx: { width: 300, p: 2.5 } },
      }}
    >
      <BrandLink onClick={onClose} />
      <List component="nav" aria-label="Main" sx={{ mt: 2 }}>
        {NAV_LINKS.map((link) => (
          <ListItemButton
            key={link.to}
            component={RouterLink}
            to={link.to}
            selected={link.label === activeLink}
            aria-current={link.label === activeLink ? 'page' : undefined}
            onClick={onClose}
          >
            {link.label}
          </ListItemButton>
        ))}
      </List>
      <Divider sx={{ my: 2 }} />
      {user ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <UserAvatar user={user} size={44} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {user.fullname}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email}
              </Typography>
            </Box>
          </Box>
          <List aria-label="Account">
            {accountLinksFor(user, { doorStaff }).map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
                {link.label}
              </ListItemButton>
            ))}
            <ListItemButton
              onClick={() => {
                onClose();
                void logOut();
              }}
            >
              Log Out
            </ListItemButton>
          </List>
        </>
      ) : (
        <GuestActions direction="column" onChoose={onClose} />
      )}
    </Drawer>
  );
}
