import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactForm } from './ContactForm';
import { SupportDetails } from './SupportDetails';

/** The visitor's contact page: the form and the support details (also its first paint). */
export function ContactUs() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
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
    </Container>
  );
}
