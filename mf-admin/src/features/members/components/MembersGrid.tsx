import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { designationLabel, type Designation, type MemberProfile } from '@guildhall/contracts';
import { GridActionsCellItem, ServerDataGrid, type GridColDef, type ServerPaging } from '@guildhall/ui/data-grid';
import { actionName, memberActions, type MemberAction } from '../member-actions';
import { COLUMN_MIN_WIDTHS } from '../members-table';
import { STATUS_COLORS } from '../member-status';
import { RestrictionDetails } from './RestrictionDetails';

export interface MembersGridProps extends ServerPaging {
  members: readonly MemberProfile[];
  totalMembers: number;
  onAction(action: MemberAction, member: MemberProfile): void;
}

function NoMembers() {
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', height: '100%', p: 2, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>No members found</Typography>
      <Typography color="text.secondary">Try adjusting your search or filters</Typography>
    </Stack>
  );
}

/**
 * An icon-only row action with its label in a tooltip; its accessible name also says whom it acts on. The grid
 * clones each action with its keyboard focus and click handling, which this passes on to the button.
 */
function RowAction({ tooltip, ...props }: { tooltip: string; label: string; icon: ReactElement; onClick(): void }) {
  return (
    <Tooltip title={tooltip}>
      {/* Its own aria-label, or the Tooltip would name the button by the tooltip's shorter text. */}
      <GridActionsCellItem {...props} aria-label={props.label} />
    </Tooltip>
  );
}

// Every column of the spec fits beside the sidebar from MEMBERS_TABLE_MIN_WINDOW_PX up (members-table.ts): the
// Actions column is in view at 1280 x 800; longer texts wrap in their cell.
function columns(onAction: MembersGridProps['onAction']): GridColDef<MemberProfile>[] {
  const wrap = { overflowWrap: 'anywhere', whiteSpace: 'normal', py: 1, lineHeight: 1.35 } as const;
  const text = (value: string | null) => (
    <Typography sx={{ ...wrap, fontSize: 'inherit' }}>{value ?? 'N/A'}</Typography>
  );
  return [
    {
      field: 'fullname',
      headerName: 'Name',
      flex: 1.1,
      minWidth: COLUMN_MIN_WIDTHS.fullname,
      renderCell: ({ row }) => text(row.fullname),
    },
    {
      field: 'email',
      headerName: 'Email',
      flex: 1.4,
      minWidth: COLUMN_MIN_WIDTHS.email,
      renderCell: ({ row }) => text(row.email),
    },
    { field: 'LpuId', headerName: 'LPU ID', width: COLUMN_MIN_WIDTHS.LpuId },
    {
      field: 'department',
      headerName: 'Department',
      flex: 0.8,
      minWidth: COLUMN_MIN_WIDTHS.department,
      renderCell: ({ row }) => text(row.department),
    },
    {
      field: 'designation',
      headerName: 'Designation',
      width: COLUMN_MIN_WIDTHS.designation,
      valueFormatter: (value: Designation) => designationLabel(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: COLUMN_MIN_WIDTHS.status,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.status} color={STATUS_COLORS[row.status]} sx={{ textTransform: 'capitalize' }} />
      ),
    },
    {
      field: 'restriction',
      headerName: 'Restriction',
      sortable: false,
      flex: 1,
      minWidth: COLUMN_MIN_WIDTHS.restriction,
      renderCell: ({ row }) => <RestrictionDetails member={row} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: COLUMN_MIN_WIDTHS.actions,
      getActions: ({ row }) =>
        memberActions(row).map((item) => (
          <RowAction
            key={item.action}
            tooltip={item.label}
            icon={item.icon}
            label={actionName(item, row)}
            onClick={() => onAction(item.action, row)}
          />
        )),
    },
  ];
}

/** A member's row grows with the restriction's reason and review day, and with wrapped names and e-mails. */
const autoHeight = () => 'auto' as const;

/** The members table (MUI X DataGrid, loaded with the Members tab on a wide screen): pages and sorting from the server. */
export default function MembersGrid({ members, totalMembers, onAction, ...paging }: MembersGridProps) {
  return (
    <ServerDataGrid
      label="Members"
      rows={members}
      columns={columns(onAction)}
      rowCount={totalMembers}
      emptyOverlay={NoMembers}
      minHeight={320}
      getRowHeight={autoHeight}
      {...paging}
    />
  );
}
