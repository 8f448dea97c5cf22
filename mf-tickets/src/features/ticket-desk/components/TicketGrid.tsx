import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import MoreVert from '@mui/icons-material/MoreVert';
import type { AdminTicket } from '@guildhall/contracts';
import { formatDateTime } from '@guildhall/contracts/dates';
import { ServerDataGrid, type GridColDef, type ServerPaging } from '@guildhall/ui/data-grid';
import type { ListNarrowing } from '../list-options';
import { ticketActions, type TicketAction } from '../ticket-actions';
import { ClockAdjustedNote } from './ClockAdjustedNote';
import { EmailFailedChip } from './EmailFailedChip';
import { EmptyTicketsContext, EmptyTicketsOverlay } from './EmptyTickets';
import { UsedChip } from './UsedChip';

/** `sort` is the LPU ID column's toggle: empty while the list follows the Newest / Oldest choice. */
export interface TicketGridProps extends ServerPaging, ListNarrowing {
  tickets: readonly AdminTicket[];
  totalTickets: number;
  onAction(action: TicketAction, ticket: AdminTicket): void;
  onClearFilter(): void;
}

/**
 * Wide enough for every column beside readable names and e-mails; below it Phone, Hostel and Club start hidden (the
 * column menu's Manage columns shows them; docs/choices.md, "Ticket desk").
 */
const ALL_COLUMNS_FROM_PX = 1600;
const HIDDEN_WHEN_NARROW = { phone: false, hostel: false, club: false };

/** A cell's text on as many lines as it needs (rows grow: getRowHeight 'auto'). */
function Lines({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ py: 1, lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}

/** An e-mail address that wraps at its '@' first (then anywhere), never cut off. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/**
 * A row's actions: the first (Mark Used / Not Used, or Delete for a cancelled ticket) as an icon button, the rest in
 * a More actions menu. Each icon has a tooltip with its label; each accessible name says which ticket it acts on. As
 * MUI X's actions cell does, the buttons join the grid's keyboard focus when the cell has it (arrows move between
 * them).
 */
function RowActions({
  ticket,
  hasFocus,
  onAction,
}: {
  ticket: AdminTicket;
  hasFocus: boolean;
  onAction: TicketGridProps['onAction'];
}) {
  const [first, ...more] = ticketActions(ticket);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState(0);
  const menuId = useId();
  const who = `${ticket.fullName} (${ticket.ticketId})`;

  useEffect(() => {
    if (hasFocus && !menuAnchor) buttons.current[focused]?.focus({ preventScroll: true });
  }, [hasFocus, focused, menuAnchor]);

  function onKeyDown(event: KeyboardEvent) {
    // The menu's keys bubble here through its portal: they are the menu's own.
    if (!event.currentTarget.contains(event.target as Node)) return;
    const next = event.key === 'ArrowRight' ? focused + 1 : event.key === 'ArrowLeft' ? focused - 1 : focused;
    if (next === focused || next < 0 || next > (more.length > 0 ? 1 : 0)) return;
    event.preventDefault();
    event.stopPropagation();
    setFocused(next);
  }

  if (!first) return null;
  const tabIndex = (index: number) => (hasFocus && focused === index ? 0 : -1);
  return (
    <Stack direction="row" onKeyDown={onKeyDown}>
      <Tooltip title={first.label} describeChild>
        <IconButton
          ref={(button) => {
            buttons.current[0] = button;
          }}
          size="small"
          aria-label={`${first.label}: ${who}`}
          tabIndex={tabIndex(0)}
          onClick={() => onAction(first.action, ticket)}
        >
          {first.icon}
        </IconButton>
      </Tooltip>
      {more.length > 0 && (
        <>
          <Tooltip title="More actions" describeChild>
            <IconButton
              ref={(button) => {
                buttons.current[1] = button;
              }}
              size="small"
              aria-label={`More actions: ${who}`}
              aria-haspopup="menu"
              aria-expanded={Boolean(menuAnchor)}
              aria-controls={menuAnchor ? menuId : undefined}
              tabIndex={tabIndex(1)}
              onClick={(event) => {
                setFocused(1);
                setMenuAnchor(event.currentTarget);
              }}
            >
              <MoreVert fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {more.map((item) => (
              <MenuItem
                key={item.action}
                aria-label={`${item.label}: ${who}`}
                onClick={() => {
                  setMenuAnchor(null);
                  onAction(item.action, ticket);
                }}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText>{item.label}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Stack>
  );
}

const orNA = (value: string | null) => value || 'N/A';

function columns(onAction: TicketGridProps['onAction']): GridColDef<AdminTicket>[] {
  // Name and E-mail take what the fixed columns leave and wrap; the dates wrap onto two lines ('27 Nov 2026,' /
  // '7:30 pm') so their columns stay narrow.
  return [
    { field: 'lpuId', headerName: 'LPU ID', width: 100 },
    {
      field: 'fullName',
      headerName: 'Name',
      flex: 1,
      minWidth: 130,
      sortable: false,
      hideable: false,
      renderCell: ({ row }) => <Lines>{row.fullName}</Lines>,
    },
    {
      field: 'email',
      headerName: 'Email',
      flex: 1.4,
      minWidth: 170,
      sortable: false,
      hideable: false,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ py: 1, minWidth: 0 }}>
          <Box component="span" sx={{ lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            <EmailText email={row.email} />
          </Box>
          {row.emailFailed && <EmailFailedChip />}
        </Stack>
      ),
    },
    { field: 'phone', headerName: 'Phone', width: 135, sortable: false, valueFormatter: orNA },
    {
      field: 'hostel',
      headerName: 'Hostel',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <Lines>{orNA(row.hostel)}</Lines>,
    },
    { field: 'club', headerName: 'Club', width: 80, sortable: false, valueFormatter: orNA },
    {
      field: 'isUsed',
      headerName: 'Is Used',
      width: 105,
      sortable: false,
      renderCell: ({ row }) => <UsedChip ticket={row} />,
    },
    {
      field: 'createdAt',
      headerName: 'Created At',
      width: 112,
      sortable: false,
      renderCell: ({ row }) => <Lines>{formatDateTime(row.createdAt)}</Lines>,
    },
    // After the spec's columns (docs/choices.md, "Ticket desk"): when and by whom the ticket was checked in.
    {
      field: 'usedAt',
      headerName: 'Checked In At',
      width: 118,
      sortable: false,
      renderCell: ({ row }) => (
        <Lines>
          {formatDateTime(row.usedAt)}
          {row.isUsed && row.clockAdjusted && <ClockAdjustedNote />}
        </Lines>
      ),
    },
    {
      field: 'checkedInBy',
      headerName: 'Checked In By',
      width: 122,
      sortable: false,
      renderCell: ({ row }) => <Lines>{orNA(row.checkedInBy)}</Lines>,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 92,
      sortable: false,
      hideable: false,
      disableColumnMenu: true,
      renderCell: ({ row, hasFocus }) => <RowActions ticket={row} hasFocus={hasFocus} onAction={onAction} />,
    },
  ];
}

/** Rows grow with names, e-mails and dates of several lines. */
const autoHeight = () => 'auto' as const;

/** The tickets table (MUI X DataGrid, loaded with the panel): pages come from the server, LPU ID sorts there. */
export default function TicketGrid({
  tickets,
  totalTickets,
  searching,
  emailFailedOnly,
  onAction,
  onClearFilter,
  ...paging
}: TicketGridProps) {
  // Read once, when the grid mounts (its starting state); noSsr: the first render already knows the width.
  const wide = useMediaQuery(`(min-width:${ALL_COLUMNS_FROM_PX}px)`, { noSsr: true });
  return (
    <EmptyTicketsContext value={{ searching, emailFailedOnly, onClearFilter }}>
      <ServerDataGrid
        label="Tickets"
        rows={tickets}
        columns={columns(onAction)}
        rowCount={totalTickets}
        emptyOverlay={EmptyTicketsOverlay}
        minHeight={360}
        getRowHeight={autoHeight}
        initialState={wide ? undefined : { columns: { columnVisibilityModel: HIDDEN_WHEN_NARROW } }}
        {...paging}
      />
    </EmptyTicketsContext>
  );
}
