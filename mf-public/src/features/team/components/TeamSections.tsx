import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@guildhall/contracts';
import type { TeamLayout } from '../team-layout';
import { TeamMemberCard } from './TeamMemberCard';

const cardGrid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h4" component="h2" sx={{ textAlign: 'center', mb: { xs: 3, sm: 4 } }}>
      {children}
    </Typography>
  );
}

interface SectionProps {
  layout: TeamLayout;
  onOpen(member: TeamMember): void;
}

/** 'Leadership Team': the CEO alone and larger, then CTO, CMO and COO. */
export function LeadershipSection({ layout, onOpen }: SectionProps) {
  if (!layout.chief && layout.leaders.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="leadership-title" sx={{ mb: { xs: 6, sm: 8 } }}>
      <SectionTitle id="leadership-title">Leadership Team</SectionTitle>
      {layout.chief && (
        <Box sx={{ maxWidth: 380, mx: 'auto', mb: 3 }}>
          <TeamMemberCard member={layout.chief} large heading="h3" onOpen={onOpen} />
        </Box>
      )}
      <Box sx={{ ...cardGrid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {layout.leaders.map((member) => (
          <TeamMemberCard key={member.id} member={member} heading="h3" onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}

/** 'Our Departments': each department in the spec's order, its members grouped by designation (Heads first). */
export function DepartmentsSection({ layout, onOpen }: SectionProps) {
  if (layout.departments.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="departments-title">
      <SectionTitle id="departments-title">Our Departments</SectionTitle>
      {layout.departments.map(({ department, members }) => (
        <Box key={department} sx={{ mb: { xs: 5, sm: 6 } }}>
          <Typography
            variant="h5"
            component="h3"
            sx={{ mb: 2, pb: 1, borderBottom: 2, borderColor: 'secondary.main', display: 'inline-block' }}
          >
            {department}
          </Typography>
          <Box sx={cardGrid}>
            {members.map((member) => (
              <TeamMemberCard key={member.id} member={member} heading="h4" compactOnPhone onOpen={onOpen} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
