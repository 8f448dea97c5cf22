import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberProfile } from '@guildhall/contracts';
import { formatCalendarDay } from '@guildhall/contracts/dates';

/** A restricted member's reason and review day ('Review: 1 Dec 2026'); nothing for an active member. */
export function RestrictionDetails({ member }: { member: MemberProfile }) {
  if (!member.restriction.isRestricted) return null;
  return (
    <Stack sx={{ lineHeight: 1.3, minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {member.restriction.reason ?? 'No reason given'}
      </Typography>
      {member.restriction.time && (
        <Typography component="span" variant="caption" color="text.secondary">
          Review: {formatCalendarDay(member.restriction.time.slice(0, 10))}
        </Typography>
      )}
    </Stack>
  );
}
