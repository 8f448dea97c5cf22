import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

type Alignment = 'flex-start' | 'center';

interface SkillChipsProps {
  skills: readonly string[];
  /** Shows the first ones and '+N' for the rest. */
  limit?: number;
  /** Where the chips line up: centred, or (per breakpoint) at the start. */
  align?: Alignment | Partial<Record<'xs' | 'sm', Alignment>>;
}

/** The skills as chips; with `limit`, the first ones and '+N' for the rest. */
export function SkillChips({ skills, limit, align = 'center' }: SkillChipsProps) {
  const shown = limit === undefined ? skills : skills.slice(0, limit);
  const hidden = skills.length - shown.length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, justifyContent: align }}>
      {shown.map((skill) => (
        <Chip key={skill} label={skill} size="small" variant="outlined" />
      ))}
      {hidden > 0 && <Chip label={`+${hidden}`} size="small" color="primary" aria-label={`${hidden} more skills`} />}
    </Box>
  );
}
