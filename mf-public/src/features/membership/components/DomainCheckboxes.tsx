import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { DOMAINS, MAX_APPLICATION_DOMAINS, type Domain } from '@guildhall/contracts';
import { DOMAIN_LABELS } from '../application-form';

interface DomainCheckboxesProps {
  selected: Domain[];
  onChange: (domains: Domain[]) => void;
  error?: string;
}

/** Interest domains; once the limit is reached the unchosen ones disable, so the limit cannot be exceeded. */
export function DomainCheckboxes({ selected, onChange, error }: DomainCheckboxesProps) {
  const limitReached = selected.length >= MAX_APPLICATION_DOMAINS;
  const toggle = (domain: Domain, checked: boolean) =>
    onChange(checked ? [...selected, domain] : selected.filter((chosen) => chosen !== domain));

  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Interested Domains (up to {MAX_APPLICATION_DOMAINS})</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, columnGap: 1 }}>
        {DOMAINS.map((domain) => {
          const checked = selected.includes(domain);
          return (
            <FormControlLabel
              key={domain}
              label={DOMAIN_LABELS[domain]}
              disabled={!checked && limitReached}
              control={<Checkbox checked={checked} onChange={(event) => toggle(domain, event.target.checked)} />}
            />
          );
        })}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
