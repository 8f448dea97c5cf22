import Container from '@mui/material/Container';
import { roleOf, useSession } from '@guildhall/shared-session';
import { ContactRequests } from '../features/contact/components/ContactRequests';
import { ContactUs } from '../features/contact/components/ContactUs';

/** `mf_public/ContactPage` at `/contact`: the contact form and support details; admins get the requests instead. */
export default function ContactPage() {
  const user = useSession((state) => state.user);
  const isAdmin = user !== null && roleOf(user) === 'admin';

  return isAdmin ? (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <ContactRequests />
    </Container>
  ) : (
    <ContactUs />
  );
}
