import { useDeferredValue, useState } from 'react';
import { APPLICATION_SORTS, APPLICATION_STATUSES, type ApplicationListQuery } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ExportDialog } from '../../../review-panel/ExportDialog';
import { ListEmpty, ListError, ListLoading } from '@guildhall/ui/list-state';
import { emptyMessage } from '../../../review-panel/empty-message';
import { ReviewToolbar } from '../../../review-panel/ReviewToolbar';
import { listApplications, useApplications } from '../api/list-applications';
import { APPLICATIONS_EXPORT } from '../export-spec';
import { ApplicationCard } from './ApplicationCard';

type Status = (typeof APPLICATION_STATUSES)[number];
const SORT_LABELS = { newest: 'Newest First', oldest: 'Oldest First' } as const;

/** /admin/show, Applications: search, sort, status filter, counters, export, one expanded card at a time. */
export function ApplicationsPanel() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [sort, setSort] = useState<(typeof APPLICATION_SORTS)[number]>('newest');
  const [expanded, setExpanded] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const query: ApplicationListQuery = {
    search: useDeferredValue(search).trim() || undefined,
    status: status === 'all' ? undefined : status,
    sort,
  };
  const applications = useApplications(query);
  const clear = () => {
    setSearch('');
    setStatus('all');
    setSort('newest');
  };
  const counts = applications.data?.counts;

  return (
    <Stack spacing={3}>
      <ReviewToolbar<Status>
        searchPlaceholder="Search applications..."
        search={search}
        onSearch={setSearch}
        statuses={APPLICATION_STATUSES}
        status={status}
        onStatus={setStatus}
        onClear={clear}
        onRefresh={() => applications.refetch()}
        refreshing={applications.isFetching}
        onExport={() => setExporting(true)}
        counters={[
          ['Total Applications', counts?.total],
          ['Unseen', counts?.unseen],
          ['Pending', counts?.pending],
        ]}
      >
        <TextField
          select
          size="small"
          label="Sort by"
          value={sort}
          onChange={(event) => setSort(event.target.value as typeof sort)}
          sx={{ minWidth: 160 }}
        >
          {APPLICATION_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {SORT_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </ReviewToolbar>

      {applications.isPending ? (
        <ListLoading text="Loading applications..." />
      ) : applications.isError ? (
        <ListError
          retryLabel="Try Again"
          text={`Error loading applications: ${getErrorMessage(applications.error)}`}
          onRetry={() => applications.refetch()}
        />
      ) : applications.data.docs.length === 0 ? (
        <ListEmpty title="No applications found" message={emptyMessage('applications', status)} onClear={clear} />
      ) : (
        <Stack spacing={1.5}>
          {applications.data.docs.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              expanded={expanded === application.id}
              onToggle={() => setExpanded((open) => (open === application.id ? null : application.id))}
            />
          ))}
        </Stack>
      )}

      {exporting && (
        <ExportDialog
          title="Export Applications"
          spec={APPLICATIONS_EXPORT}
          currentView={applications.data?.docs ?? []}
          loadAll={async () => (await listApplications()).docs}
          onClose={() => setExporting(false)}
        />
      )}
    </Stack>
  );
}
