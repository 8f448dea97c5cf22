import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { designationLabel, type MemberProfile } from '@guildhall/contracts';
import { ListPagination } from '@guildhall/ui/list-pagination';
import { actionName, memberActions } from '../member-actions';
import { STATUS_COLORS } from '../member-status';
import type { MembersGridProps } from './MembersGrid';
import { RestrictionDetails } from './RestrictionDetails';

type MemberCardsProps = Pick<
  MembersGridProps,
  'members' | 'totalMembers' | 'pagination' | 'onPaginationChange' | 'onAction' | 'loading'
>;

function Detail({ label, value, wide }: { label: string; value: string | null; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value || 'N/A'}
      </Typography>
    </Box>
  );
}

function MemberCard({ member, onAction }: { member: MemberProfile; onAction: MembersGridProps['onAction'] }) {
  return (
    <Paper component="li" variant="outlined" aria-label={member.fullname} sx={{ p: 2, listStyle: 'none', minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
          {member.fullname}
        </Typography>
        <Chip
          size="small"
          label={member.status}
          color={STATUS_COLORS[member.status]}
          sx={{ textTransform: 'capitalize', flexShrink: 0 }}
        />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, my: 1.5 }}>
        <Detail label="Email" value={member.email} wide />
        <Detail label="LPU ID" value={member.LpuId} />
        <Detail label="Designation" value={designationLabel(member.designation)} />
        <Detail label="Department" value={member.department} wide />
        {member.restriction.isRestricted && (
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              Restriction
            </Typography>
            <RestrictionDetails member={member} />
          </Box>
        )}
      </Box>
      {/* Labelled buttons inside the member's own card: on a phone, the name and the action are seen together. */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {memberActions(member).map((item) => (
          <Button
            key={item.action}
            size="small"
            variant="outlined"
            color={item.action === 'ban' || item.action === 'remove' ? 'error' : 'primary'}
            startIcon={item.icon}
            aria-label={actionName(item, member)}
            onClick={() => onAction(item.action, member)}
          >
            {item.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

/** Below the table's width: one card per member instead of the table, with the same pages and actions. */
export function MemberCards({
  members,
  totalMembers,
  pagination,
  onPaginationChange,
  onAction,
  loading,
}: MemberCardsProps) {
  return (
    <Stack spacing={1.5} aria-busy={loading}>
      <Box
        component="ul"
        aria-label="Members"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {members.map((member) => (
          <MemberCard key={member.id} member={member} onAction={onAction} />
        ))}
      </Box>
      <ListPagination count={totalMembers} pagination={pagination} onPaginationChange={onPaginationChange} />
    </Stack>
  );
}
