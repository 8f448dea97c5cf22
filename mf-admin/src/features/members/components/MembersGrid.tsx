import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import LockOpen from '@mui/icons-material/LockOpen';
import PersonRemove from '@mui/icons-material/PersonRemove';
import Visibility from '@mui/icons-material/Visibility';
import type { MemberProfile } from '@guildhall/contracts';
import { GridActionsCellItem, ServerDataGrid, type GridColDef, type ServerPaging } from '@guildhall/ui/data-grid';
import { Block } from '@guildhall/ui/icons';
import { formatDay } from '../../../format';
import { STATUS_COLORS } from '../member-status';

export type MemberAction = 'details' | 'edit' | 'ban' | 'remove' | 'unban';

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

function Restriction({ member }: { member: MemberProfile }) {
  if (!member.restriction.isRestricted) return null;
  return (
    <Stack sx={{ py: 1, lineHeight: 1.3 }}>
      <span>{member.restriction.reason ?? 'No reason given'}</span>
      {member.restriction.time && (
        <Typography variant="caption" color="text.secondary">
          Review: {formatDay(member.restriction.time.slice(0, 10))}
        </Typography>
      )}
    </Stack>
  );
}

function columns(onAction: MembersGridProps['onAction']): GridColDef<MemberProfile>[] {
  const action = (kind: MemberAction, label: string, icon: React.ReactElement, member: MemberProfile) => (
    <GridActionsCellItem key={kind} icon={icon} label={label} onClick={() => onAction(kind, member)} />
  );
  return [
    { field: 'fullname', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, valueFormatter: (value) => value ?? 'N/A' },
    { field: 'LpuId', headerName: 'LPU ID', width: 110 },
    { field: 'department', headerName: 'Department', width: 150 },
    { field: 'designation', headerName: 'Designation', width: 120 },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.status} color={STATUS_COLORS[row.status]} sx={{ textTransform: 'capitalize' }} />
      ),
    },
    {
      field: 'restriction',
      headerName: 'Restriction',
      sortable: false,
      minWidth: 180,
      flex: 1,
      renderCell: ({ row }) => <Restriction member={row} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 170,
      getActions: ({ row }) => [
        action('details', `View details of ${row.fullname}`, <Visibility />, row),
        action('edit', `Edit ${row.fullname}`, <Edit />, row),
        ...(row.status === 'active'
          ? [
              action('ban', `Ban ${row.fullname}`, <Block />, row),
              action('remove', `Remove ${row.fullname}`, <PersonRemove />, row),
            ]
          : []),
        ...(row.status === 'banned' ? [action('unban', `Unban ${row.fullname}`, <LockOpen />, row)] : []),
      ],
    },
  ];
}

/** A member's row grows with the restriction's reason and review day. */
const autoHeight = () => 'auto' as const;

/** The members table (MUI X DataGrid, loaded with the Members tab): pages and sorting come from the server. */
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
