import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WAITLIST_DESK_TEXT } from '@guildhall/contracts/waitlist-desk';
import { DeleteOutlined } from '@guildhall/ui/icons';
import { ListPagination } from '@guildhall/ui/list-pagination';
import { canRemove, entryStateText, removeLabel } from '../waitlist-format';
import type { WaitlistListProps } from './WaitlistGrid';

/** Mobile (below 768 px): one card per entry instead of the table, with the same pages and Remove. */
export function WaitlistCards({ entries, pagination, onPaginationChange, onRemove }: WaitlistListProps) {
  const start = pagination.page * pagination.pageSize;
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" aria-label={WAITLIST_DESK_TEXT.title} spacing={1.5} sx={{ m: 0, p: 0 }}>
        {entries.slice(start, start + pagination.pageSize).map((entry) => (
          <Paper key={entry.id} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {entry.position !== null && `${entry.position}. `}
                  {entry.fullName}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  LPU ID {entry.lpuId} · {entryStateText(entry)}
                </Typography>
              </Box>
              {canRemove(entry) && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlined />}
                  aria-label={removeLabel(entry)}
                  onClick={() => onRemove(entry)}
                  sx={{ flexShrink: 0 }}
                >
                  {WAITLIST_DESK_TEXT.remove}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ListPagination count={entries.length} pagination={pagination} onPaginationChange={onPaginationChange} />
    </Stack>
  );
}
