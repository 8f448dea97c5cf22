import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContactRequests } from '../api/get-contact-requests';
import { ContactRequestCard } from './ContactRequestCard';

/** The admin's view of /contact: every request, newest first, one expanded at a time. */
export function ContactRequests() {
  const requests = useContactRequests();
  const [expandedId, setExpandedId] = useState<string | null>(null);

  return (
    <Box component="section" aria-labelledby="contact-requests-heading">
      <Typography id="contact-requests-heading" variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Contact Requests
      </Typography>
      {requests.data && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {requests.data.docs.filter((request) => request.status === 'pending').length} open of{' '}
          {requests.data.totalDocs}
        </Typography>
      )}
      {requests.isPending && (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading contact requests" />
        </Stack>
      )}
      {requests.isError && (
        <Alert severity="error" variant="outlined">
          Failed to fetch contacts
        </Alert>
      )}
      {requests.data?.docs.length === 0 && <Typography color="text.secondary">No contact requests yet.</Typography>}
      {requests.data && requests.data.docs.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {requests.data.docs.map((request) => (
            <ContactRequestCard
              key={request.id}
              request={request}
              expanded={expandedId === request.id}
              onToggle={() => setExpandedId((current) => (current === request.id ? null : request.id))}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
