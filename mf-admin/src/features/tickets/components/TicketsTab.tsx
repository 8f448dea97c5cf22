import type { ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { getErrorMessage } from '@guildhall/shared-session';
import { loadRemoteModule } from '@guildhall/ui/providers';
import { LoadingBlock } from '../../../components/LoadingBlock';

/** mf-tickets' ticket desk: loaded through the shell when the tab opens, never bundled here. */
export const TICKET_PANEL_MODULE = 'mf_tickets/TicketPanel' satisfies RemoteModuleId;

/**
 * The Tickets tab: mf-tickets' TicketPanel. If the tickets remote cannot be loaded the tab says so, with Retry;
 * the rest of the dashboard (its other tabs, the frame) keeps working.
 */
export function TicketsTab() {
  const panel = useQuery({
    queryKey: ['remote-module', TICKET_PANEL_MODULE],
    queryFn: () => loadRemoteModule<{ default: ComponentType }>(TICKET_PANEL_MODULE),
    // The shell's federation runtime has retried already; a module once loaded stays loaded.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (panel.data) return <panel.data.default />;
  if (panel.isError)
    return (
      <Alert
        severity="error"
        data-testid="remote-failure"
        action={
          <Button color="inherit" size="small" disabled={panel.isFetching} onClick={() => void panel.refetch()}>
            Retry
          </Button>
        }
      >
        The ticket desk could not be loaded: {getErrorMessage(panel.error, 'The ticket service did not answer.')}
      </Alert>
    );
  return <LoadingBlock label="Loading tickets" height={320} />;
}
