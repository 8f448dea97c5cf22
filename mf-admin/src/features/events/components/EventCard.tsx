import type { AdminEvent } from '@guildhall/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Groups from '@mui/icons-material/Groups';
import HowToReg from '@mui/icons-material/HowToReg';
import Place from '@mui/icons-material/Place';
import Star from '@mui/icons-material/Star';
import { DeleteOutlined } from '@guildhall/ui/icons';
import { StatusChip } from '../../../review-panel/StatusChip';
import { eventWhen, featuredLabel, registeredText, STATUS_LABELS } from '../event-format';

const STATUS_COLORS = { upcoming: 'info', ongoing: 'success', completed: 'default' } as const;

interface EventCardProps {
  event: AdminEvent;
  onEdit(): void;
  onDelete(): void;
  /** Who may check tickets in at this event's door. */
  onDoorStaff(): void;
}

/** One event on the admin's Events tab: whether it is featured, what it is, when, where, the real registered count and status. */
export function EventCard({ event, onEdit, onDelete, onDoorStaff }: EventCardProps) {
  const poster = event.posters[0];
  const featured = featuredLabel(event);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={event.title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {poster && (
        <Box
          component="img"
          src={poster.url}
          alt={poster.alt}
          sx={{ width: '100%', height: 140, objectFit: 'cover', display: 'block' }}
        />
      )}
      <Box sx={{ p: 2, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {featured && (
          <Chip
            size="small"
            icon={<Star />}
            label={featured}
            color="primary"
            variant={featured === 'Featured' ? 'filled' : 'outlined'}
            sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' }}>
            {event.title}
          </Typography>
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            <Tooltip title="Door staff">
              <IconButton aria-label={`Door staff of ${event.title}`} onClick={onDoorStaff} size="small">
                <HowToReg fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${event.title}`} onClick={onEdit} size="small">
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${event.title}`} onClick={onDelete} size="small" color="error">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
        {event.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {event.description}
          </Typography>
        )}
        <Stack spacing={0.5} sx={{ mt: 'auto', pt: 1 }}>
          <Detail icon={<CalendarMonth fontSize="small" />} text={eventWhen(event)} />
          <Detail icon={<Place fontSize="small" />} text={event.venue} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 0.5 }}>
            <Detail icon={<Groups fontSize="small" />} text={registeredText(event)} />
            <StatusChip label={STATUS_LABELS[event.status]} tone={STATUS_COLORS[event.status]} />
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}

function Detail({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {text}
      </Typography>
    </Stack>
  );
}
