import type { AdminTicket } from '@guildhall/contracts';
import { GridActionsCellItem, ServerDataGrid, type GridColDef, type ServerPaging } from '@guildhall/ui/data-grid';
import { formatDateTime } from '../format';
import { ticketActions, type TicketAction } from '../ticket-actions';
import { EmptyTicketsOverlay, SearchingContext } from './EmptyTickets';
import { UsedChip } from './UsedChip';

/** `sort` is the LPU ID column's toggle: empty while the list follows the Newest / Oldest choice. */
export interface TicketGridProps extends ServerPaging {
  tickets: readonly AdminTicket[];
  totalTickets: number;
  searching: boolean;
  onAction(action: TicketAction, ticket: AdminTicket): void;
}

const orNA = (value: string | null) => value || 'N/A';

function columns(onAction: TicketGridProps['onAction']): GridColDef<AdminTicket>[] {
  return [
    { field: 'lpuId', headerName: 'LPU ID', width: 95 },
    { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 110, sortable: false },
    { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 140, sortable: false },
    { field: 'phone', headerName: 'Phone', width: 115, sortable: false, valueFormatter: orNA },
    { field: 'hostel', headerName: 'Hostel', width: 95, sortable: false, valueFormatter: orNA },
    { field: 'club', headerName: 'Club', width: 75, sortable: false, valueFormatter: orNA },
    {
      field: 'isUsed',
      headerName: 'Is Used',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <UsedChip ticket={row} />,
    },
    {
      field: 'createdAt',
      headerName: 'Created At',
      width: 165,
      sortable: false,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 90,
      getActions: ({ row }) =>
        ticketActions(row).map((item, index) => (
          <GridActionsCellItem
            key={item.action}
            icon={item.icon}
            label={`${item.label}: ${row.fullName} (${row.ticketId})`}
            // The first action (Mark Used / Not Used) stays in the row; the rest are in its menu.
            showInMenu={index > 0}
            onClick={() => onAction(item.action, row)}
          />
        )),
    },
  ];
}

/** The tickets table (MUI X DataGrid, loaded with the panel): pages come from the server, LPU ID sorts there. */
export default function TicketGrid({ tickets, totalTickets, searching, onAction, ...paging }: TicketGridProps) {
  return (
    <SearchingContext value={searching}>
      <ServerDataGrid
        label="Tickets"
        rows={tickets}
        columns={columns(onAction)}
        rowCount={totalTickets}
        emptyOverlay={EmptyTicketsOverlay}
        minHeight={360}
        {...paging}
      />
    </SearchingContext>
  );
}
