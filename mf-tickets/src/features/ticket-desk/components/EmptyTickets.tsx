import { createContext, useContext } from 'react';
import { ListEmpty } from '@guildhall/ui/list-state';
import type { ListNarrowing } from '../list-options';

export interface EmptyTicketsProps extends ListNarrowing {
  /** Shows every ticket again (offered when the E-mail failed filter is on). */
  onClearFilter(): void;
}

/**
 * The list loaded and holds nothing: the spec's two empty states (no tickets at all, none matching the search), and
 * ours for the E-mail failed filter (docs/choices.md, "Ticket desk").
 */
export function EmptyTickets({ searching, emailFailedOnly, onClearFilter }: EmptyTicketsProps) {
  if (searching)
    return (
      <ListEmpty
        title="No matching tickets found"
        message="Try a different search term"
        onClear={emailFailedOnly ? onClearFilter : undefined}
      />
    );
  if (emailFailedOnly)
    return (
      <ListEmpty
        title="No failed e-mails"
        message="No ticket e-mail of this event has failed"
        onClear={onClearFilter}
      />
    );
  return <ListEmpty title="No tickets found" message="This event has no tickets yet" />;
}

/** The list's narrowing, for the table's overlay (a slot takes no props of ours). */
export const EmptyTicketsContext = createContext<EmptyTicketsProps>({
  searching: false,
  emailFailedOnly: false,
  onClearFilter: () => undefined,
});

/** The table's no-rows overlay: one stable component, so the grid never remounts it. */
export function EmptyTicketsOverlay() {
  return <EmptyTickets {...useContext(EmptyTicketsContext)} />;
}
