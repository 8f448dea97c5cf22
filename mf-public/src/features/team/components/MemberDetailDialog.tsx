import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import type { TeamMember } from '@guildhall/contracts';
import { formatDate, NO_DATE } from '@guildhall/contracts/dates';
import { PersonAvatar } from '../../../shared/PersonAvatar';
import { designationLabel } from '../team-layout';
import { SkillChips } from './SkillChips';

/** What every missing field of the dialog reads (spec: "Missing values show 'N/A'"); the dates module's word too. */
export const NOT_AVAILABLE = NO_DATE;
const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const orNa = (value: string | null | undefined) => (present(value) ? value : NOT_AVAILABLE);
const ORDINALS = ['1st', '2nd', '3rd', '4th'];
const yearText = (year: number | null | undefined) => (year ? `${ORDINALS[year - 1] ?? year} Year` : NOT_AVAILABLE);
/** A profile link, written without its scheme ('linkedin.com/in/kunal'), or N/A. */
const profileLink = (url: string | null | undefined) =>
  present(url) ? (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '')}
    </Link>
  ) : (
    NOT_AVAILABLE
  );

/** One field as a term and its description; `wide` spans both columns (texts and lists). */
function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface MemberDetailDialogProps {
  /** The member shown; kept while the dialog closes, so its content does not vanish mid-animation. */
  member: TeamMember | null;
  open: boolean;
  /** Signed-in visitors see LPU ID, e-mail, year and joined date (docs/choices.md, "Team"). */
  signedIn: boolean;
  onClose(): void;
}

/**
 * Name, designation, department, then every field the visitor may see, each labelled: its value, or 'N/A' when
 * the member left it empty (every field alike: docs/choices.md, "Team").
 */
export function MemberDetailDialog({ member, open, signedIn, onClose }: MemberDetailDialogProps) {
  return (
    <Dialog
      open={open && member !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="member-detail-title"
    >
      {member && (
        <>
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <Close />
          </IconButton>
          <DialogContent sx={{ pt: 4 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}>
              <PersonAvatar pictureUrl={member.profilePicture?.url} size={112} />
              <Typography id="member-detail-title" variant="h5" component="h2" sx={{ mt: 1 }}>
                {member.fullName}
              </Typography>
              <Typography color="secondary.dark" sx={{ fontWeight: 600 }}>
                {designationLabel(member.designation)} · {member.department}
              </Typography>
            </Box>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 3, mb: 0 }}
            >
              <Detail label="Bio" wide>
                <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                  {orNa(member.bio)}
                </Box>
              </Detail>
              <Detail label="Skills" wide>
                {member.skills.length > 0 ? (
                  <Box sx={{ mt: 0.5 }}>
                    <SkillChips skills={member.skills} align="flex-start" />
                  </Box>
                ) : (
                  NOT_AVAILABLE
                )}
              </Detail>
              <Detail label="Program">{orNa(member.program)}</Detail>
              <Detail label="LinkedIn">{profileLink(member.linkedIn)}</Detail>
              <Detail label="GitHub">{profileLink(member.github)}</Detail>
              {signedIn && (
                <>
                  <Detail label="LPU ID">{orNa(member.LpuId)}</Detail>
                  <Detail label="Email">{orNa(member.email)}</Detail>
                  <Detail label="Year">{yearText(member.year)}</Detail>
                  <Detail label="Joined">{formatDate(member.joinedAt)}</Detail>
                </>
              )}
            </Box>
          </DialogContent>
          {signedIn && present(member.email) && (
            <DialogActions sx={{ px: 3, pb: 2.5 }}>
              <Button href={`mailto:${member.email}`} variant="contained" startIcon={<EmailOutlined />}>
                Send Email
              </Button>
            </DialogActions>
          )}
        </>
      )}
    </Dialog>
  );
}
