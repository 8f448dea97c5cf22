import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicEvent } from '@guildhall/contracts';

/** The event's posters in their order, or 'Posters Coming Soon'. */
export function PosterGallery({ posters }: { posters: PublicEvent['posters'] }) {
  if (posters.length === 0)
    return (
      <Box
        sx={{
          py: 6,
          textAlign: 'center',
          borderRadius: 3,
          border: '2px dashed',
          borderColor: 'divider',
          color: 'text.secondary',
        }}
      >
        <Typography variant="h6" component="p">
          Posters Coming Soon
        </Typography>
      </Box>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {posters.map((poster) => (
        <Box
          component="a"
          key={poster.url}
          href={poster.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'block', borderRadius: 3, overflow: 'hidden', aspectRatio: '5 / 7', bgcolor: 'grey.200' }}
        >
          <Box
            component="img"
            src={poster.url}
            alt={poster.alt}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ))}
    </Box>
  );
}
