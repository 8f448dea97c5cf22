import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CHECK_IN_SEARCH_MIN, TICKET_SECRET_PATTERN } from '@guildhall/contracts/check-in-format';
import type { DoorSearchHit } from '@guildhall/contracts';
import { PersonRow, RowList } from '@guildhall/ui/rows';

interface DoorSearchProps {
  search(q: string, signal: AbortSignal): Promise<DoorSearchHit[]>;
  onCheckIn(ticketId: string): void;
  /** A USB scanner typing into the focused field: its exact secret, then Enter. */
  onSecret(secret: string): void;
}

const searchable = (query: string) => query.length >= CHECK_IN_SEARCH_MIN && !TICKET_SECRET_PATTERN.test(query);

const STATUS_TEXT = { valid: 'Not checked in', used: 'Checked in', cancelled: 'Cancelled' } as const;

/** Search by name, LPU ID or e-mail, then tap Check in. */
export function DoorSearch({ search, onCheckIn, onSecret }: DoorSearchProps) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ query: string; hits: DoorSearchHit[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = q.trim();
  // The results of what the field says now (none while it is too short or holds a scanned secret).
  const hits = searchable(query) && found?.query === query ? found.hits : null;

  useEffect(() => {
    if (!searchable(query)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      search(query, controller.signal)
        .then((hits) => {
          setFound({ query, hits });
          setError(null);
        })
        .catch(() => {
          if (!controller.signal.aborted) setError('Search failed. Please try again.');
        });
    }, 200);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  return (
    <Box>
      <Box component="label" htmlFor="door-search" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        Search by name, LPU ID or e-mail
      </Box>
      <Box
        component="input"
        id="door-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={q}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setQ(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter' && TICKET_SECRET_PATTERN.test(query)) {
            onSecret(query);
            setQ('');
          }
        }}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          font: 'inherit',
          fontSize: '1rem',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          px: 1.5,
          py: 1.25,
        }}
      />
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      {hits && hits.length === 0 && <Typography sx={{ mt: 1 }}>No tickets match.</Typography>}
      {hits && hits.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <RowList label="Search results">
            {hits.map((hit) => (
              <PersonRow
                key={hit.id}
                name={hit.fullName}
                details={`${hit.lpuId} · ${hit.email} · ${STATUS_TEXT[hit.status]}`}
                action={
                  <Button
                    variant="contained"
                    aria-label={`Check in ${hit.fullName}`}
                    onClick={() => {
                      onCheckIn(hit.id);
                      setQ('');
                    }}
                  >
                    Check in
                  </Button>
                }
              />
            ))}
          </RowList>
        </Box>
      )}
    </Box>
  );
}
