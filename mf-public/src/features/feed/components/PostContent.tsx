import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const HASHTAG = /(#[\p{L}\p{N}_]+)/u;

/** A post's text as written (line breaks kept), its hashtags highlighted. */
export function PostContent({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text.split(HASHTAG).map((part, index) =>
        // split with a capturing group puts the hashtags at the odd indexes.
        index % 2 === 1 ? (
          <Box key={index} component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {part}
          </Box>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
