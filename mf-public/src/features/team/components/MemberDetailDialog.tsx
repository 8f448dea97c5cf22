import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import GitHub from '@mui/icons-material/GitHub';
import LinkedIn from '@mui/icons-material/LinkedIn';
import type { TeamMember } from '@guildhall/contracts';
import { designationLabel } from '../team-layout';
import { MemberAvatar } from './MemberAvatar';
import { SkillChips } from './SkillChips';

const NOT_AVAILABLE = 'N/A';
const orNa = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NOT_AVAILABLE : String(value);
const ORDINALS = ['1st', '2nd', '3rd', '4th'];
const yearText = (year: number | null | undefined) => (year ? `${ORDINALS[year - 1] ?? year} Year` : NOT_AVAILABLE);
const dateText = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : NOT_AVAILABLE;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
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
              <MemberAvatar member={member} size={112} />
              <Typography id="member-detail-title" variant="h5" component="h2" sx={{ mt: 1 }}>
                {member.fullName}
              </Typography>
              <Typography color="secondary.dark" sx={{ fontWeight: 600 }}>
                {designationLabel(member.designation)} · {member.department}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {orNa(member.bio)}
              </Typography>
              {member.skills.length > 0 && (
                <Box sx={{ mt: 1 }}>
                  <SkillChips skills={member.skills} />
                </Box>
              )}
            </Box>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 3, mb: 0 }}
            >
              <Detail label="Program" value={orNa(member.program)} />
              {signedIn && (
                <>
                  <Detail label="LPU ID" value={orNa(member.LpuId)} />
                  <Detail label="Email" value={orNa(member.email)} />
                  <Detail label="Year" value={yearText(member.year)} />
                  <Detail label="Joined" value={dateText(member.joinedAt)} />
                </>
              )}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            {member.linkedIn && (
              <Button href={member.linkedIn} target="_blank" rel="noopener noreferrer" startIcon={<LinkedIn />}>
                LinkedIn
              </Button>
            )}
            {member.github && (
              <Button href={member.github} target="_blank" rel="noopener noreferrer" startIcon={<GitHub />}>
                GitHub
              </Button>
            )}
            {signedIn && member.email && (
              <Button href={`mailto:${member.email}`} variant="contained" startIcon={<EmailOutlined />}>
                Send Email
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
