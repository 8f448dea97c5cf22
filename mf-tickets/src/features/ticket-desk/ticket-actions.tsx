import type { ReactElement } from 'react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Undo from '@mui/icons-material/Undo';
import type { AdminTicket } from '@guildhall/contracts';
import { Block, DeleteOutlined } from '@guildhall/ui/icons';

export type TicketAction = 'mark-used' | 'mark-unused' | 'resend' | 'cancel' | 'delete';

export interface TicketActionItem {
  action: TicketAction;
  label: string;
  icon: ReactElement;
}

/** What an admin may do to a ticket (the grid's Actions and a card's buttons): a cancelled one is only deleted. */
export function ticketActions(ticket: AdminTicket): TicketActionItem[] {
  if (ticket.isCancelled) return [{ action: 'delete', label: 'Delete', icon: <DeleteOutlined /> }];
  return [
    ticket.isUsed
      ? { action: 'mark-unused', label: 'Mark Not Used', icon: <Undo /> }
      : { action: 'mark-used', label: 'Mark Used', icon: <CheckCircle /> },
    { action: 'resend', label: 'Resend e-mail', icon: <ForwardToInbox /> },
    { action: 'cancel', label: 'Cancel', icon: <Block /> },
    { action: 'delete', label: 'Delete', icon: <DeleteOutlined /> },
  ];
}
