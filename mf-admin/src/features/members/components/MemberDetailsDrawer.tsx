import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { designationLabel, type MemberProfile } from '@guildhall/contracts';
import { formatCalendarDay, formatDateTime } from '@guildhall/contracts/dates';
import { STATUS_COLORS } from '../member-status';

const orNA = (value: ReactNode) => (value === null || value === undefined || value === '' ? 'N/A' : value);

/** 'View details' (docs/choices.md, "Admin dashboard"): the member's whole profile, beside the table. */
export function MemberDetailsDrawer({ member, onClose }: { member: MemberProfile; onClose(): void }) {
  const rows: [string, ReactNode][] = [
    ['Email', member.email],
    ['LPU ID', member.LpuId],
    ['Department', member.department],
    ['Designation', designationLabel(member.designation)],
    ['Program', member.program],
    ['Year', member.year],
    ['LinkedIn', member.linkedIn],
    ['GitHub', member.github],
    ['Skills', member.skills.join(', ')],
    ['Bio', member.bio],
    ['Joined', formatDateTime(member.joinedAt)],
    ['Restriction reason', member.restriction.isRestricted ? member.restriction.reason : null],
    ['Review date', member.restriction.time ? formatCalendarDay(member.restriction.time.slice(0, 10)) : null],
  ];

  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { 'aria-labelledby': 'member-details-title' } }}>
      <Box sx={{ width: { xs: '100vw', sm: 400 }, p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar src={member.profilePicture?.url} alt="" sx={{ width: 56, height: 56 }}>
            {member.fullname.charAt(0)}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id="member-details-title" variant="h6" component="h2">
              {member.fullname}
            </Typography>
            <Chip
              size="small"
              label={member.status}
              color={STATUS_COLORS[member.status]}
              sx={{ textTransform: 'capitalize' }}
            />
          </Box>
          <IconButton aria-label="Close details" onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {orNA(value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Drawer>
  );
}
