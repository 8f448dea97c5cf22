import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { roleOf, useSession } from '@guildhall/shared-session';
import { ContactForm } from '../features/contact/components/ContactForm';
import { SupportDetails } from '../features/contact/components/SupportDetails';

// Only admins see the requests: guests' budgeted /contact first load goes without them.
const ContactRequests = lazy(() =>
  import('../features/contact/components/ContactRequests').then((module) => ({ default: module.ContactRequests })),
);

/** `mf_public/ContactPage` at `/contact`: the contact form and support details; admins get the requests instead. */
export default function ContactPage() {
  const user = useSession((state) => state.user);
  const isAdmin = user !== null && roleOf(user) === 'admin';

  return (
    <Container maxWidth={isAdmin ? 'md' : 'lg'} sx={{ py: { xs: 3, sm: 6 } }}>
      {isAdmin ? (
        <Suspense fallback={null}>
          <ContactRequests />
        </Suspense>
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Contact Us
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Questions about events, tickets or joining the club? Send us a message.
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3, alignItems: 'start' }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
              <ContactForm />
            </Paper>
            <SupportDetails />
          </Box>
        </>
      )}
    </Container>
  );
}
