import { createContext, useContext } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The spec's two empty states: no tickets at all, or none matching the search. */
export function EmptyTickets({ searching }: { searching: boolean }) {
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', height: '100%', p: 3, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{searching ? 'No matching tickets found' : 'No tickets found'}</Typography>
      <Typography color="text.secondary">
        {searching ? 'Try a different search term' : 'This event has no tickets yet'}
      </Typography>
    </Stack>
  );
}

/** Whether the list is searched, for the table's overlay (a slot takes no props of ours). */
export const SearchingContext = createContext(false);

/** The table's no-rows overlay: one stable component, so the grid never remounts it. */
export function EmptyTicketsOverlay() {
  return <EmptyTickets searching={useContext(SearchingContext)} />;
}
