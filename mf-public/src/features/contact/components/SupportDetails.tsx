import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { CLUB_CONTACT } from '@guildhall/contracts/club';

const CHANNELS = [
  { label: 'Phone', text: CLUB_CONTACT.phoneDisplay, href: `tel:${CLUB_CONTACT.phone}`, Icon: PhoneOutlined },
  { label: 'Email', text: CLUB_CONTACT.email, href: `mailto:${CLUB_CONTACT.email}`, Icon: EmailOutlined },
];

/** The club's support phone and e-mail beside the contact form. */
export function SupportDetails() {
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="support-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="support-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Support
      </Typography>
      <Stack spacing={2}>
        {CHANNELS.map(({ label, text, href, Icon }) => (
          <Stack key={label} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Icon color="primary" aria-hidden />
            <div>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Box component="a" href={href} sx={{ color: 'primary.main', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {text}
              </Box>
            </div>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
        We answer messages within two working days.
      </Typography>
    </Paper>
  );
}
