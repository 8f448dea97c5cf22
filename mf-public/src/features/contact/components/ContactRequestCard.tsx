import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ContactRequest } from '@guildhall/contracts';
import { formatDateTime } from '@guildhall/contracts/dates';
import { getErrorMessage } from '@guildhall/shared-session';
import { useResolveContactRequest } from '../api/resolve-contact-request';

const STATUS_COLORS = {
  pending: { border: '#d4a72c', background: '#fff8e1', label: 'Open' },
  resolved: { border: '#2e7d32', background: '#edf7ed', label: 'Resolved' },
  closed: { border: '#9e9e9e', background: '#f5f5f5', label: 'Closed' },
} as const;

interface ContactRequestCardProps {
  request: ContactRequest;
  expanded: boolean;
  onToggle: () => void;
}

/** One request: name, subject, status and date; expands to every detail and, while open, the resolve button. */
export function ContactRequestCard({ request, expanded, onToggle }: ContactRequestCardProps) {
  const resolve = useResolveContactRequest();
  const detailsId = useId();
  const colors = STATUS_COLORS[request.status];

  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', borderLeft: 6, borderColor: colors.border, bgcolor: colors.background }}
    >
      <ButtonBase
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={detailsId}
        sx={{ width: '100%', textAlign: 'left', p: 2, display: 'flex', gap: 2, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {request.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {request.name} · {request.email} · {formatDateTime(request.createdAt)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {colors.label}
          </Typography>
          <ExpandMore aria-hidden sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: '150ms' }} />
        </Stack>
      </ButtonBase>
      <Collapse in={expanded} id={detailsId} unmountOnExit>
        <Box sx={{ px: 2, pb: 2 }}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {[
              ['Name', request.name],
              ['Email', request.email],
              ['Phone', request.phone],
              ['LPU ID', request.lpuID],
              ['Received', formatDateTime(request.createdAt)],
              ...(request.resolvedAt ? [['Resolved', formatDateTime(request.resolvedAt)]] : []),
            ].map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.message}</Typography>
          {resolve.isError && (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
              {getErrorMessage(resolve.error, 'Failed to mark as resolved')}
            </Alert>
          )}
          {request.status === 'pending' && (
            <Button
              variant="contained"
              color="success"
              sx={{ mt: 2 }}
              disabled={resolve.isPending}
              onClick={() => resolve.mutate(request.id)}
            >
              {resolve.isPending ? 'Resolving...' : 'Mark as Resolved'}
            </Button>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}
