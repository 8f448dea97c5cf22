import Box from '@mui/material/Box';
import { CERTIFICATE_DESK_TEXT } from '@guildhall/contracts/certificate-text';
import type { DeskCertificate } from '@guildhall/contracts/certificates';
import { formatDate } from '@guildhall/contracts/dates';
import { ServerDataGrid, type GridColDef, type GridPaginationModel } from '@guildhall/ui/data-grid';
import { CertificateActions, CertificateState, type CertificateActionProps } from './CertificateRowParts';

export interface CertificateListProps extends CertificateActionProps {
  certificates: readonly DeskCertificate[];
  pagination: GridPaginationModel;
  onPaginationChange(model: GridPaginationModel): void;
}

type Row = DeskCertificate & { id: string };

const wrap = { py: 1, lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
const { columns: HEADERS } = CERTIFICATE_DESK_TEXT;

function columns(actions: CertificateActionProps): GridColDef<Row>[] {
  const text = (field: 'fullName' | 'email', headerName: string, flex: number, minWidth: number): GridColDef<Row> => ({
    field,
    headerName,
    flex,
    minWidth,
    sortable: false,
    renderCell: ({ row }) => <Box sx={wrap}>{row[field]}</Box>,
  });
  return [
    text('fullName', HEADERS.name, 1, 120),
    text('email', HEADERS.email, 1.2, 150),
    { field: 'ticketCode', headerName: HEADERS.ticket, width: 130, sortable: false },
    { field: 'code', headerName: HEADERS.code, width: 180, sortable: false },
    {
      field: 'state',
      headerName: HEADERS.state,
      flex: 1,
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={wrap}>
          <CertificateState certificate={row} />
        </Box>
      ),
    },
    { field: 'issuedAt', headerName: HEADERS.issued, width: 110, sortable: false, valueFormatter: formatDate },
    {
      field: 'actions',
      headerName: HEADERS.actions,
      width: 290,
      sortable: false,
      renderCell: ({ row }) => <CertificateActions certificate={row} {...actions} />,
    },
  ];
}

const autoHeight = () => 'auto' as const;
const noSort = () => undefined;

/** The certificates' table (the desk's grid): the whole list is loaded, so its pages are cut here, in the server's order. */
export default function CertificateGrid({
  certificates,
  pagination,
  onPaginationChange,
  ...actions
}: CertificateListProps) {
  const start = pagination.page * pagination.pageSize;
  const rows = certificates
    .slice(start, start + pagination.pageSize)
    .map((certificate) => ({ ...certificate, id: certificate.code }));
  return (
    <ServerDataGrid
      label={CERTIFICATE_DESK_TEXT.title}
      rows={rows}
      columns={columns(actions)}
      rowCount={certificates.length}
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
  return <Box sx={{ p: 2, textAlign: 'center' }}>{CERTIFICATE_DESK_TEXT.empty}</Box>;
}
