import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import { Link as RouterLink } from '@guildhall/ui/router';
import { CLUB_CONTACT } from '@guildhall/contracts/club';
import { PATHS } from '@guildhall/contracts/paths';

/** The club's pages on a professional network and a photo-sharing network (docs/choices.md, "Event page"). */
export const CLUB_SOCIAL_LINKS = [
  { label: 'Guildhall on LinkedIn', href: 'https://www.linkedin.com/company/guildhall-club', Icon: LinkedIn },
  { label: 'Guildhall on Instagram', href: 'https://www.instagram.com/guildhall.club', Icon: Instagram },
];

export const POLICY_LINKS = [
  { label: 'Terms & Conditions', to: PATHS.policyTerms },
  { label: 'Refund Policy', to: PATHS.policyRefund },
  { label: 'Privacy Policy', to: PATHS.policyPrivacy },
  { label: 'Cookie Policy', to: PATHS.policyCookie },
];

/** Tickets: where they are sold. */
export const TICKET_LINKS = [
  { label: 'Upcoming events', to: PATHS.events },
  { label: 'Find my ticket', to: PATHS.findTicket },
];

const linkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
};

/** A footer column's links, one a line. */
const listLinkSx = { ...linkSx, display: 'block', py: 0.5 };

/** A titled column of links (Contact, Policies, Tickets). */
function FooterNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-label={label}>
      <Typography component="p" sx={{ fontWeight: 700, color: 'common.white', mb: 1 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** A column's links to the site's own pages, one a line. */
function PageLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return links.map((link) => (
    <Box key={link.to} component={RouterLink} to={link.to} sx={listLinkSx}>
      {link.label}
    </Box>
  ));
}

/** Name, tagline, social links, e-mail and phone, the four policy links, the ticket links and the copyright line. */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0b1020', color: 'rgba(255, 255, 255, 0.85)', py: { xs: 5, sm: 6 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            // The link columns as wide as their longest line (the e-mail address), the name and tagline take the rest.
            gridTemplateColumns: { xs: '1fr', md: '1fr repeat(3, max-content)' },
            gap: { xs: 4, md: 6 },
          }}
        >
          <Box>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.4rem', color: 'common.white' }}>
              {CLUB_CONTACT.name}
            </Typography>
            <Typography sx={{ mt: 1, maxWidth: 380 }}>
              A community for creators and innovators, building tomorrow through collaboration.
            </Typography>
            <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
              {CLUB_SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <IconButton
                  key={href}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  sx={{ color: 'common.white', border: '1px solid rgba(255, 255, 255, 0.25)' }}
                >
                  <Icon />
                </IconButton>
              ))}
            </Box>
          </Box>
          <FooterNav label="Contact">
            <Box component="a" href={`mailto:${CLUB_CONTACT.email}`} sx={listLinkSx}>
              {CLUB_CONTACT.email}
            </Box>
            <Box component="a" href={`tel:${CLUB_CONTACT.phone}`} sx={listLinkSx}>
              {CLUB_CONTACT.phoneDisplay}
            </Box>
          </FooterNav>
          <FooterNav label="Policies">
            <PageLinks links={POLICY_LINKS} />
          </FooterNav>
          <FooterNav label="Tickets">
            <PageLinks links={TICKET_LINKS} />
          </FooterNav>
        </Box>
        <Typography sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(255, 255, 255, 0.15)', fontSize: '0.875rem' }}>
          © 2024 {CLUB_CONTACT.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
