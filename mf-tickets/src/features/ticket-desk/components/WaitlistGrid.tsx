import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { WaitlistDeskEntry } from '@guildhall/contracts/waitlist';
import { WAITLIST_DESK_TEXT } from '@guildhall/contracts/waitlist-desk';
import {
  GridActionsCellItem,
  ServerDataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@guildhall/ui/data-grid';
import { DeleteOutlined } from '@guildhall/ui/icons';
import { canRemove, entryStateText, removeLabel } from '../waitlist-format';

export interface WaitlistListProps {
  entries: readonly WaitlistDeskEntry[];
  pagination: GridPaginationModel;
  onPaginationChange(model: GridPaginationModel): void;
  onRemove(entry: WaitlistDeskEntry): void;
}

const wrap = { py: 1, lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

function columns(onRemove: WaitlistListProps['onRemove']): GridColDef<WaitlistDeskEntry>[] {
  return [
    { field: 'position', headerName: 'Place', width: 80, sortable: false, valueFormatter: (place) => place ?? '' },
    {
      field: 'fullName',
      headerName: 'Name',
      flex: 1,
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => <Box sx={wrap}>{row.fullName}</Box>,
    },
    {
      field: 'email',
      headerName: 'E-mail',
      flex: 1.4,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => <Box sx={wrap}>{row.email}</Box>,
    },
    { field: 'lpuId', headerName: 'LPU ID', width: 100, sortable: false },
    {
      field: 'state',
      headerName: 'State',
      width: 170,
      sortable: false,
      renderCell: ({ row }) => <Box sx={wrap}>{entryStateText(row)}</Box>,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 80,
      getActions: ({ row }) =>
        canRemove(row)
          ? [
              <Tooltip key="remove" title={WAITLIST_DESK_TEXT.remove}>
                {/* Its own aria-label, or the Tooltip would name the button by the tooltip's shorter text. */}
                <GridActionsCellItem
                  icon={<DeleteOutlined />}
                  label={removeLabel(row)}
                  aria-label={removeLabel(row)}
                  onClick={() => onRemove(row)}
                />
              </Tooltip>,
            ]
          : [],
    },
  ];
}

const autoHeight = () => 'auto' as const;
const noSort = () => undefined;

/**
 * The waiting list's table (MUI X DataGrid, the desk's grid): the whole list is loaded, so its pages are cut here;
 * the order is the server's (the line, then the rest).
 */
export default function WaitlistGrid({ entries, pagination, onPaginationChange, onRemove }: WaitlistListProps) {
  const start = pagination.page * pagination.pageSize;
  return (
    <ServerDataGrid
      label={WAITLIST_DESK_TEXT.title}
      rows={entries.slice(start, start + pagination.pageSize)}
      columns={columns(onRemove)}
      rowCount={entries.length}
      loading={false}
      pagination={pagination}
      onPaginationChange={onPaginationChange}
      sort={[]}
      onSortChange={noSort}
      emptyOverlay={EmptyOverlay}
      minHeight={200}
      getRowHeight={autoHeight}
    />
  );
}

function EmptyOverlay() {
  return <Box sx={{ p: 2, textAlign: 'center' }}>{WAITLIST_DESK_TEXT.empty}</Box>;
}
