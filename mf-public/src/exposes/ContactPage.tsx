import { lazy, Suspense } from 'react';
import Container from '@mui/material/Container';
import { roleOf, useSession } from '@guildhall/shared-session';
import { ContactUs } from '../features/contact/components/ContactUs';

// Only admins see the requests: guests' budgeted /contact first load goes without them.
const ContactRequests = lazy(() =>
  import('../features/contact/components/ContactRequests').then((module) => ({ default: module.ContactRequests })),
);

/** `mf_public/ContactPage` at `/contact`: the contact form and support details; admins get the requests instead. */
export default function ContactPage() {
  const user = useSession((state) => state.user);
  const isAdmin = user !== null && roleOf(user) === 'admin';

  return isAdmin ? (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Suspense fallback={null}>
        <ContactRequests />
      </Suspense>
    </Container>
  ) : (
    <ContactUs />
  );
}
