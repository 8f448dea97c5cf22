import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@guildhall/contracts';
import { PersonAvatar } from '../../../shared/PersonAvatar';
import { designationLabel, SKILLS_ON_CARD } from '../team-layout';
import { SkillChips } from './SkillChips';

interface TeamMemberCardProps {
  member: TeamMember;
  /** The CEO's card: larger. */
  large?: boolean;
  /**
   * A department member's card: on a phone a row (picture beside the name), a few lines high, instead of a tall
   * card that is mostly empty for a member without skills; from 600 px the card of the grid.
   */
  compactOnPhone?: boolean;
  /** The name's heading level under the section's headings. */
  heading: 'h3' | 'h4';
  onOpen(member: TeamMember): void;
}

/** Responsive values: `phone` below 600 px (MUI's `sm`), `wider` from there. */
const byWidth = <T,>(compact: boolean, phone: T, wider: T) => (compact ? { xs: phone, sm: wider } : wider);

/**
 * Picture, name, designation and up to three skills. The name is the button that opens the details; its hit area
 * stretches over the whole card, so clicking anywhere on it opens them.
 */
export function TeamMemberCard({
  member,
  large = false,
  compactOnPhone = false,
  heading,
  onOpen,
}: TeamMemberCardProps) {
  const compact = compactOnPhone && !large;
  return (
    <Paper
      component="article"
      variant="outlined"
      data-layout={compact ? 'compact-on-phone' : 'card'}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: byWidth(compact, 'row', 'column'),
        alignItems: 'center',
        gap: byWidth(compact, 1.75, 1),
        p: large ? 4 : byWidth(compact, 1.5, 2.5),
        textAlign: byWidth(compact, 'left', 'center'),
        transition: 'border-color 150ms, transform 150ms',
        '&:hover': { borderColor: 'secondary.main', transform: 'translateY(-2px)' },
        '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'secondary.main' },
      }}
    >
      <PersonAvatar pictureUrl={member.profilePicture?.url} size={large ? 128 : byWidth(compact, 56, 88)} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: byWidth(compact, 'flex-start', 'center'),
          gap: byWidth(compact, 0.25, 1),
          minWidth: 0,
        }}
      >
        <Typography
          component={heading}
          sx={{
            fontWeight: 700,
            fontSize: large ? '1.4rem' : '1.05rem',
            mt: byWidth(compact, 0, 1),
            overflowWrap: 'anywhere',
          }}
        >
          <ButtonBase
            disableRipple
            onClick={() => onOpen(member)}
            sx={{
              font: 'inherit',
              textAlign: 'inherit',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {member.fullName}
          </ButtonBase>
        </Typography>
        <Typography color="secondary.dark" sx={{ fontWeight: 600, fontSize: large ? '1.05rem' : '0.9rem' }}>
          {designationLabel(member.designation)}
        </Typography>
        {member.skills.length > 0 && (
          <Box sx={{ mt: byWidth(compact, 0.5, 0) }}>
            <SkillChips
              skills={member.skills}
              limit={SKILLS_ON_CARD}
              align={byWidth(compact, 'flex-start', 'center')}
            />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
