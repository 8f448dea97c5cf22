import IconButton from '@mui/material/IconButton';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useScrolledPast } from '../hooks/use-scrolled-past';

export const SCROLL_TO_TOP_AFTER_PX = 200;

/** Appears once the page is scrolled more than 200 px (spec) and takes it back to the top. */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <IconButton
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 32 },
        bottom: { xs: 16, sm: 32 },
        zIndex: 'speedDial',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 3,
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <KeyboardArrowUpIcon />
    </IconButton>
  );
}
