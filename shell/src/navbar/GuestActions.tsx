import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAccountActions } from './useAccountActions';

/** 'Already a member' and 'Join Club', laid out in a row (bar) or a column (drawer). */
export function GuestActions({ direction = 'row', onChoose }: { direction?: 'row' | 'column'; onChoose?: () => void }) {
  const { openAuth } = useAccountActions();
  const open = (tab: 'login' | 'register') => () => {
    onChoose?.();
    openAuth(tab);
  };
  return (
    <Stack direction={direction} spacing={1.5}>
      <Button variant="outlined" onClick={open('login')}>
        Already a member
      </Button>
      <Button variant="contained" onClick={open('register')}>
        Join Club
      </Button>
    </Stack>
  );
}
