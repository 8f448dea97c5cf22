import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import PhotoCamera from '@mui/icons-material/PhotoCamera';

interface AvatarUploadButtonProps {
  /** The avatar the camera button sits on. */
  children: ReactNode;
  pending: boolean;
  onPick(image: File): void;
}

/**
 * The camera button over the avatar: a real button (Enter and Space both press it, as any button) that opens the
 * file picker (images only), and a spinner over the avatar while the picture uploads. A `<label>` styled as a
 * button answered Space but not Enter.
 */
export function AvatarUploadButton({ children, pending, onPick }: AvatarUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ position: 'relative', flexShrink: 0 }}>
      {children}
      {pending && (
        <CircularProgress
          size={112}
          thickness={2}
          aria-label="Uploading profile picture"
          sx={{ position: 'absolute', top: -4, left: -4 }}
        />
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        disabled={pending}
        onChange={(event) => {
          const image = event.target.files?.[0];
          // Choosing the same file again must fire a change too.
          event.target.value = '';
          if (image) onPick(image);
        }}
      />
      <IconButton
        aria-label="Change profile picture"
        disabled={pending}
        onClick={() => input.current?.click()}
        size="small"
        sx={{
          position: 'absolute',
          right: -4,
          bottom: -4,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'background.paper' },
          // A keyboard user sees where Enter or Space will act (the ripple alone is faint on white).
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <PhotoCamera fontSize="small" />
      </IconButton>
    </Box>
  );
}
