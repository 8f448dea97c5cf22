import { useRemoteModule } from '@guildhall/ui/providers';
import { LoadingBlock } from '../../../components/LoadingBlock';

/**
 * The Tickets tab: mf-tickets' TicketPanel, loaded through the shell when the tab opens, never bundled here. If the
 * tickets remote cannot be loaded the tab says so, with Retry; the rest of the dashboard (its other tabs, the frame)
 * keeps working.
 */
export function TicketsTab() {
  const panel = useRemoteModule('mf_tickets/TicketPanel', { area: 'ticket desk', layout: 'inline' });
  if (panel.Module) return <panel.Module />;
  return panel.failure ?? <LoadingBlock label="Loading tickets" height={320} />;
}
