import type { ContactRequest } from '@guildhall/contracts';
import { formatDateTime } from '@guildhall/contracts/dates';
import type { ExportSpec } from '../../review-panel/ExportDialog';

/** The spec's contact export: CSV columns Name ... Message; JSON with every field. */
export const CONTACTS_EXPORT: ExportSpec<ContactRequest> = {
  prefix: 'contacts',
  csvColumns: [
    { header: 'Name', value: (row) => row.name },
    { header: 'Email', value: (row) => row.email },
    { header: 'Phone', value: (row) => row.phone },
    { header: 'LPU ID', value: (row) => row.lpuID },
    { header: 'Subject', value: (row) => row.subject },
    { header: 'Status', value: (row) => row.status },
    { header: 'Created At', value: (row) => formatDateTime(row.createdAt) },
    { header: 'Message', value: (row) => row.message },
  ],
  json: (row) => ({ ...row }),
};
