import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@guildhall/contracts';
import { designationLabel, SKILLS_ON_CARD } from '../team-layout';
import { MemberAvatar } from './MemberAvatar';
import { SkillChips } from './SkillChips';

interface TeamMemberCardProps {
  member: TeamMember;
  /** The CEO's card: larger. */
  large?: boolean;
  /** The name's heading level under the section's headings. */
  heading: 'h3' | 'h4';
  onOpen(member: TeamMember): void;
}

/**
 * Picture, name, designation and up to three skills. The name is the button that opens the details; its hit area
 * stretches over the whole card, so clicking anywhere on it opens them.
 */
export function TeamMemberCard({ member, large = false, heading, onOpen }: TeamMemberCardProps) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        p: large ? 4 : 2.5,
        textAlign: 'center',
        transition: 'border-color 150ms, transform 150ms',
        '&:hover': { borderColor: 'secondary.main', transform: 'translateY(-2px)' },
        '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'secondary.main' },
      }}
    >
      <MemberAvatar member={member} size={large ? 128 : 88} />
      <Typography component={heading} sx={{ fontWeight: 700, fontSize: large ? '1.4rem' : '1.05rem', mt: 1 }}>
        <ButtonBase
          disableRipple
          onClick={() => onOpen(member)}
          sx={{ font: 'inherit', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {member.fullName}
        </ButtonBase>
      </Typography>
      <Typography color="secondary.dark" sx={{ fontWeight: 600, fontSize: large ? '1.05rem' : '0.9rem' }}>
        {designationLabel(member.designation)}
      </Typography>
      {member.skills.length > 0 && <SkillChips skills={member.skills} limit={SKILLS_ON_CARD} />}
    </Paper>
  );
}
