import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListEmpty, ListLoading, QueryView } from '@guildhall/ui/list-state';
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
      <QueryView
        query={requests}
        loading={<ListLoading text="Loading contact requests..." />}
        errorText="Failed to fetch contacts"
        isEmpty={(page) => page.docs.length === 0}
        empty={<ListEmpty title="No contact requests yet" message="Messages sent from the contact form appear here." />}
      >
        {(page) => (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {page.docs.filter((request) => request.status === 'pending').length} open of {page.totalDocs}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {page.docs.map((request) => (
                <ContactRequestCard
                  key={request.id}
                  request={request}
                  expanded={expandedId === request.id}
                  onToggle={() => setExpandedId((current) => (current === request.id ? null : request.id))}
                />
              ))}
            </Stack>
          </>
        )}
      </QueryView>
    </Box>
  );
}
