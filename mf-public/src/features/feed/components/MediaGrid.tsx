import { useState } from 'react';
import { POST_MEDIA_GRID } from '@guildhall/contracts/limits';
import { type PostMedia } from '@guildhall/contracts/socials';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { VideoPlayer } from './VideoPlayer';

/**
 * The '+N' text sits on its own dark scrim, so it reads over any picture, a white one included: white on black at
 * this opacity over white is about 8:1 (WCAG AA asks 4.5:1), before the tile's own dimming.
 */
export const PLUS_N_SCRIM_OPACITY = 0.75;

interface MediaGridProps {
  media: readonly PostMedia[];
  /** Who shared them, for the images' text alternatives. */
  authorName: string;
}

/**
 * A post's photos and videos: at most four tiles, the fourth with a '+N' overlay for the rest (spec); the overlay
 * is a button that shows them all.
 */
export function MediaGrid({ media, authorName }: MediaGridProps) {
  const [expanded, setExpanded] = useState(false);
  if (media.length === 0) return null;
  const shown = expanded ? media : media.slice(0, POST_MEDIA_GRID);
  const hidden = media.length - shown.length;
  const single = media.length === 1;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: single ? '1fr' : '1fr 1fr',
        gap: 0.5,
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {shown.map((item, index) => {
        const label = `${item.kind === 'video' ? 'Video' : 'Photo'} ${index + 1} of ${media.length} shared by ${authorName}`;
        const overlay = hidden > 0 && index === shown.length - 1;
        return (
          <Box
            key={item.id}
            sx={{
              position: 'relative',
              // Three tiles: the first one spans the row.
              gridColumn: media.length === 3 && index === 0 && !expanded ? '1 / -1' : undefined,
              aspectRatio: single ? undefined : '1 / 1',
              maxHeight: single ? 520 : undefined,
              height: single && item.kind === 'video' ? 420 : undefined,
              bgcolor: 'action.hover',
            }}
          >
            {item.kind === 'video' ? (
              <VideoPlayer url={item.url} label={label} />
            ) : (
              <Box
                component="img"
                src={item.url}
                alt={label}
                loading="lazy"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: '100%',
                  maxHeight: single ? 520 : undefined,
                  objectFit: 'cover',
                }}
              />
            )}
            {overlay && (
              <ButtonBase
                onClick={() => setExpanded(true)}
                aria-label={`Show ${hidden} more`}
                sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.4)' }}
              >
                <Box
                  component="span"
                  data-testid="plus-n"
                  sx={{
                    px: 2,
                    py: 0.5,
                    borderRadius: 99,
                    bgcolor: `rgba(0, 0, 0, ${PLUS_N_SCRIM_OPACITY})`,
                    color: 'common.white',
                    fontSize: '2rem',
                    fontWeight: 700,
                    lineHeight: 1.3,
                  }}
                >
                  +{hidden}
                </Box>
              </ButtonBase>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
