import { ACCOMMODATION_OPTIONS, type ApplicationRecord } from '@guildhall/contracts';
import { formatDateTime } from '@guildhall/contracts/dates';
import type { ExportSpec } from '../../review-panel/ExportDialog';

export const accommodationLabel = (value: ApplicationRecord['accommodation']) =>
  ACCOMMODATION_OPTIONS.find((option) => option.apiValue === value)?.label ?? value;
export const genderLabel = (value: ApplicationRecord['gender']) => (value === 'male' ? 'Male' : 'Female');

/** The spec's application export: CSV columns, and JSON with those plus the application's other fields. */
export const APPLICATIONS_EXPORT: ExportSpec<ApplicationRecord> = {
  prefix: 'applications',
  csvColumns: [
    { header: 'Name', value: (row) => row.fullName },
    { header: 'Email', value: (row) => row.email },
    { header: 'Position', value: (row) => row.position ?? '' },
    { header: 'Status', value: (row) => row.status },
    { header: 'Seen', value: (row) => (row.seen ? 'Yes' : 'No') },
    { header: 'Created At', value: (row) => formatDateTime(row.createdAt) },
  ],
  json: (row) => ({
    name: row.fullName,
    email: row.email,
    position: row.position,
    LpuId: row.LpuId,
    phone: row.phone,
    gender: row.gender,
    domains: row.domains,
    accommodation: row.accommodation,
    experience: row.previousExperience,
    anyOtherOrg: row.anyotherorg,
    bio: row.bio,
    seen: row.seen,
    status: row.status,
    createdAt: row.createdAt,
  }),
};
