import { useId, type ReactNode } from 'react';
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

/** The camera button over the avatar: opens the file picker (images only) and spins over the avatar meanwhile. */
export function AvatarUploadButton({ children, pending, onPick }: AvatarUploadButtonProps) {
  const inputId = useId();
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
        id={inputId}
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
        component="label"
        htmlFor={inputId}
        aria-label="Change profile picture"
        disabled={pending}
        size="small"
        sx={{
          position: 'absolute',
          right: -4,
          bottom: -4,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <PhotoCamera fontSize="small" />
      </IconButton>
    </Box>
  );
}
