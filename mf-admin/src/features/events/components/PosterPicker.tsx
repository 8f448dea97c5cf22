import { useEffect, useRef, useState } from 'react';
import { MAX_EVENT_POSTERS } from '@guildhall/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Close from '@mui/icons-material/Close';
import type { PosterItem } from '../api/save-posters';

interface PosterPickerProps {
  posters: PosterItem[];
  onChange(posters: PosterItem[]): void;
}

let nextKey = 0;

/**
 * The event's posters in their order: add images (several at once), move one earlier or later, remove one.
 * Nothing is sent until the event is saved. Previews of picked images are object URLs, released when done.
 */
export function PosterPicker({ posters, onChange }: PosterPickerProps) {
  const [note, setNote] = useState('');
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (files: FileList | null) => {
    const room = MAX_EVENT_POSTERS - posters.length;
    const picked = Array.from(files ?? []);
    setNote(picked.length > room ? `At most ${MAX_EVENT_POSTERS} posters: ${picked.length - room} not added.` : '');
    const added = picked.slice(0, room).map((file): PosterItem => {
      const url = URL.createObjectURL(file);
      previews.current.add(url);
      nextKey += 1;
      return { key: `new-${nextKey}`, url, file };
    });
    onChange([...posters, ...added]);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...posters];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };

  const remove = (index: number) => {
    const removed = posters[index]!;
    if ('file' in removed) {
      URL.revokeObjectURL(removed.url);
      previews.current.delete(removed.url);
    }
    onChange(posters.filter((_, at) => at !== index));
  };

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Posters ({posters.length}/{MAX_EVENT_POSTERS})
      </Typography>
      {posters.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No posters yet: the event page shows 'Posters Coming Soon'.
        </Typography>
      )}
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {posters.map((poster, index) => (
          <Box component="li" key={poster.key} sx={{ width: 112 }}>
            <Box
              component="img"
              src={poster.url}
              alt={`Poster ${index + 1}`}
              sx={{
                width: 112,
                height: 112,
                objectFit: 'cover',
                borderRadius: 1,
                display: 'block',
                bgcolor: 'action.hover',
              }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <IconButton
                size="small"
                aria-label={`Move poster ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowBack fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Remove poster ${index + 1}`} onClick={() => remove(index)}>
                <Close fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move poster ${index + 1} later`}
                disabled={index === posters.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowForward fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Box>
      <Box>
        <Button
          component="label"
          variant="outlined"
          startIcon={<AddPhotoAlternate />}
          disabled={posters.length >= MAX_EVENT_POSTERS}
        >
          Add Posters
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
      {note && (
        <Typography variant="body2" color="warning.main" role="status">
          {note}
        </Typography>
      )}
    </Stack>
  );
}
