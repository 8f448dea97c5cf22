import { useDeferredValue, useState } from 'react';
import { CONTACT_STATUSES, type ContactListQuery, type ContactStatus } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExportDialog } from '../../../review-panel/ExportDialog';
import { ListEmpty, ListError, ListLoading } from '@guildhall/ui/list-state';
import { emptyMessage } from '../../../review-panel/empty-message';
import { ReviewToolbar } from '../../../review-panel/ReviewToolbar';
import { listAllContacts, useContactCounts, useContacts } from '../api/list-contacts';
import { CONTACTS_EXPORT } from '../export-spec';
import { ContactCard } from './ContactCard';

/** /admin/show, Contacts: search, status filter, counters, export, one expanded card at a time. */
export function ContactsPanel() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContactStatus | 'all'>('all');
  const [expanded, setExpanded] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const query: ContactListQuery = {
    search: useDeferredValue(search).trim() || undefined,
    status: status === 'all' ? undefined : status,
  };
  const contacts = useContacts(query);
  const counts = useContactCounts();
  const clear = () => {
    setSearch('');
    setStatus('all');
  };

  return (
    <Stack spacing={3}>
      <ReviewToolbar<ContactStatus>
        searchPlaceholder="Search contacts..."
        search={search}
        onSearch={setSearch}
        statuses={CONTACT_STATUSES}
        status={status}
        onStatus={setStatus}
        onClear={clear}
        onRefresh={() => Promise.all([contacts.refetch(), counts.refetch()])}
        refreshing={contacts.isFetching}
        onExport={() => setExporting(true)}
        counters={[
          ['Total Contacts', counts.data?.total],
          ['Pending', counts.data?.pending],
          ['Resolved', counts.data?.resolved],
          ['Closed', counts.data?.closed],
        ]}
      />

      {contacts.isPending ? (
        <ListLoading text="Loading contacts..." />
      ) : contacts.isError ? (
        <ListError
          retryLabel="Try Again"
          text={`Error loading contacts: ${getErrorMessage(contacts.error)}`}
          onRetry={() => contacts.refetch()}
        />
      ) : contacts.data.docs.length === 0 ? (
        <ListEmpty title="No contacts found" message={emptyMessage('contacts', status)} onClear={clear} />
      ) : (
        <Stack spacing={1.5}>
          {contacts.data.docs.map((contact) => (
            <ContactCard
              key={contact.id}
              contact={contact}
              expanded={expanded === contact.id}
              onToggle={() => setExpanded((open) => (open === contact.id ? null : contact.id))}
            />
          ))}
          {contacts.data.totalDocs > contacts.data.docs.length && (
            <Typography variant="body2" color="text.secondary">
              Showing the newest {contacts.data.docs.length} of {contacts.data.totalDocs}: search or filter to find
              older ones.
            </Typography>
          )}
        </Stack>
      )}

      {exporting && (
        <ExportDialog
          title="Export Contacts"
          spec={CONTACTS_EXPORT}
          currentView={contacts.data?.docs ?? []}
          loadAll={listAllContacts}
          onClose={() => setExporting(false)}
        />
      )}
    </Stack>
  );
}
