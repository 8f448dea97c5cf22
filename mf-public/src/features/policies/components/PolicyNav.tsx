import { Link as RouterLink } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { POLICY_DOCUMENTS } from '../policy-documents';

/** Links between the four policies; the page shown is marked as current. */
export function PolicyNav({ current }: { current: string }) {
  return (
    <Stack component="nav" aria-label="Policies" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 4 }}>
      {POLICY_DOCUMENTS.map((policy) => {
        const isCurrent = policy.path === current;
        return (
          <Box
            key={policy.path}
            component={RouterLink}
            to={policy.path}
            aria-current={isCurrent ? 'page' : undefined}
            sx={{
              textDecoration: 'none',
              px: 2,
              py: 0.75,
              borderRadius: 99,
              fontWeight: 600,
              border: 1,
              borderColor: isCurrent ? 'primary.main' : 'divider',
              bgcolor: isCurrent ? 'primary.main' : 'transparent',
              color: isCurrent ? 'primary.contrastText' : 'text.primary',
            }}
          >
            {policy.shortTitle}
          </Box>
        );
      })}
    </Stack>
  );
}
