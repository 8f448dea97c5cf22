import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SiteFooter } from '../features/footer/components/SiteFooter';
import { LeadersGrid } from '../features/home/components/LeadersGrid';
import { UpcomingEventCard } from '../features/home/components/UpcomingEventCard';
import { LandingHero } from '../features/landing/components/LandingHero';

/** `mf_public/HomePage` at `/home`: the hero, the next upcoming event, the team leaders and the footer. */
export default function HomePage() {
  return (
    <>
      <div>
        <LandingHero />
        <Container maxWidth="lg">
          <Box component="section" aria-labelledby="upcoming-title" sx={{ pt: { xs: 6, sm: 8 } }}>
            <Typography
              id="upcoming-title"
              variant="h4"
              component="h2"
              sx={{ textAlign: 'center', mb: { xs: 3, sm: 5 } }}
            >
              Upcoming Event
            </Typography>
            <UpcomingEventCard />
          </Box>
          <LeadersGrid />
        </Container>
      </div>
      <SiteFooter />
    </>
  );
}
