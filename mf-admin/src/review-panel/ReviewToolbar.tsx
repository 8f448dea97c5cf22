import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { Download, Search } from '@guildhall/ui/icons';

interface ReviewToolbarProps<Status extends string> {
  searchPlaceholder: string;
  search: string;
  onSearch(search: string): void;
  statuses: readonly Status[];
  status: Status | 'all';
  onStatus(status: Status | 'all'): void;
  /** Extra controls (the applications' sort). */
  children?: ReactNode;
  onClear(): void;
  onRefresh(): void;
  refreshing: boolean;
  onExport(): void;
  /** Label and value of each counter. */
  counters: readonly (readonly [string, number | undefined])[];
}

/** Search, status radios, Clear filters, Refresh, Export and the counters, above a review list. */
export function ReviewToolbar<Status extends string>(props: ReviewToolbarProps<Status>) {
  const { searchPlaceholder, search, onSearch, statuses, status, onStatus, children } = props;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {props.counters.map(([label, value]) => (
          <Paper
            key={label}
            variant="outlined"
            sx={{ px: 2, py: 1, minWidth: 120, flex: { xs: '1 1 40%', sm: '0 0 auto' } }}
          >
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {value ?? '–'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          placeholder={searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': searchPlaceholder.replace(/\.+$/, '') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {children}
        <Stack direction="row" spacing={1}>
          <Button onClick={props.onClear}>Clear filters</Button>
          <Button startIcon={<Refresh />} onClick={props.onRefresh} disabled={props.refreshing}>
            Refresh
          </Button>
          <Button variant="outlined" startIcon={<Download />} onClick={props.onExport}>
            Export
          </Button>
        </Stack>
      </Stack>
      <FormControl>
        <FormLabel id="status-filter">Status</FormLabel>
        <RadioGroup
          row
          aria-labelledby="status-filter"
          value={status}
          onChange={(_, value) => onStatus(value as Status | 'all')}
        >
          {(['all', ...statuses] as const).map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio size="small" />}
              label={value}
              sx={{ textTransform: 'capitalize' }}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
