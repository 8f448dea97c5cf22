import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { StatusChip } from './StatusChip';

export const STATUS_COLORS = {
  pending: 'warning',
  approved: 'success',
  resolved: 'success',
  rejected: 'error',
  closed: 'default',
} as const;

interface ReviewCardProps {
  id: string;
  title: string;
  /** Lines under the title (e-mail, position or subject). */
  lines: readonly string[];
  status: keyof typeof STATUS_COLORS;
  date: string;
  isNew: boolean;
  /** More labels beside the title and its New badge (an application's 'Already a member'). */
  badges?: ReactNode;
  expanded: boolean;
  onToggle(): void;
  /** Label and value of every detail field, in order. */
  details: readonly (readonly [string, string])[];
  actions: ReactNode;
}

/** One application or contact request: a summary that expands (one at a time) into every field and the actions. */
export function ReviewCard({
  id,
  title,
  lines,
  status,
  date,
  isNew,
  badges,
  expanded,
  onToggle,
  details,
  actions,
}: ReviewCardProps) {
  const detailsId = `details-${id}`;
  return (
    <Paper variant="outlined" component="article" aria-label={title}>
      <ButtonBase
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={detailsId}
        sx={{ width: '100%', textAlign: 'left', p: 2, display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 1.5 }}
          sx={{ flexGrow: 1, minWidth: 0, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{title}</Typography>
              {isNew && <Chip size="small" color="primary" label="New" />}
              {badges}
            </Stack>
            {lines.map((line) => (
              <Typography key={line} variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {line}
              </Typography>
            ))}
          </Box>
          <Stack
            direction={{ xs: 'row', sm: 'column' }}
            spacing={{ xs: 1, sm: 0.5 }}
            sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, flexShrink: 0 }}
          >
            <StatusChip label={status} tone={STATUS_COLORS[status]} />
            <Typography variant="caption" color="text.secondary">
              {date}
            </Typography>
          </Stack>
        </Stack>
        <ExpandMore sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s', mt: 0.25 }} />
      </ButtonBase>
      <Collapse in={expanded} unmountOnExit>
        <Box id={detailsId} sx={{ px: 2, pb: 2 }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {details.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 2 }}>{actions}</Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
