import type { ReviewedApplication } from '@guildhall/contracts';
import Chip from '@mui/material/Chip';
import HowToReg from '@mui/icons-material/HowToReg';

type Mark = NonNullable<ReviewedApplication['alreadyMember']>;

const CHIP_LABELS = {
  active: 'Already a member',
  banned: 'Already a member · banned',
  removed: 'Already a member · removed',
} as const satisfies Record<Mark['status'], string>;
const MATCHED = { 'lpu-id': 'LPU ID', email: 'e-mail', 'lpu-id-and-email': 'LPU ID and e-mail' } as const;

/** The details line: whether a member account had the application's LPU ID or e-mail when it was filed. */
export function alreadyMemberText(mark: ReviewedApplication['alreadyMember']): string {
  if (!mark) return 'No';
  const account = mark.status === 'active' ? 'an active' : `a ${mark.status}`;
  return `Yes: when they applied, ${account} member account had this ${MATCHED[mark.matchedBy]}`;
}

/**
 * The card's label for an application from someone already in the club: dark text on white (as StatusChip), the
 * warning or error tone on its border and icon.
 */
export function AlreadyMemberChip({ mark }: { mark: Mark }) {
  const tone = mark.status === 'active' ? 'warning.main' : 'error.main';
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<HowToReg />}
      label={CHIP_LABELS[mark.status]}
      sx={{ color: 'text.primary', borderColor: tone, '& .MuiChip-icon': { color: tone } }}
    />
  );
}
