import { useEffect, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CHECK_IN_SEARCH_MIN, TICKET_SECRET_PATTERN } from '@guildhall/contracts/check-in-format';
import type { DoorSearchHit } from '@guildhall/contracts';
import { formatTime } from '@guildhall/contracts/dates';

interface DoorSearchProps {
  search(q: string, signal: AbortSignal): Promise<DoorSearchHit[]>;
  onCheckIn(ticketId: string): void;
  /** A USB scanner typing into the focused field: its exact secret, then Enter. */
  onSecret(secret: string): void;
  /** A keystroke (or any edit) in the field: the verdict on screen gives way to what is typed. */
  onTyping(): void;
  /** The field, which the door focuses when a verdict shows (so the next keystroke lands in it). */
  inputRef?: Ref<HTMLInputElement>;
}

/** Keys that type nothing: moving on with Tab, or a modifier alone, leaves the verdict up. */
const NOT_TYPING = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

const searchable = (query: string) => query.length >= CHECK_IN_SEARCH_MIN && !TICKET_SECRET_PATTERN.test(query);

/**
 * What a result says instead of a Check in button: the ticket's state, in full (never cut to fit the row), in the
 * door's banner colours (contrast >= 4.5:1 on white).
 */
function refusedStatus(hit: DoorSearchHit): { label: string; detail: string | null; color: string } | null {
  if (hit.status === 'cancelled') return { label: 'Cancelled', detail: null, color: '#b71c1c' };
  if (hit.status === 'used') {
    const at = hit.checkedInAt ? ` at ${formatTime(hit.checkedInAt)}` : '';
    const by = hit.checkedInBy ? ` by ${hit.checkedInBy}` : '';
    return { label: 'Checked in', detail: at || by ? `Checked in${at}${by}` : null, color: '#8a4b00' };
  }
  return null;
}

/**
 * One result: the name, LPU ID and e-mail (wrapping, never wider than the screen), and on the right a large Check in
 * button for a valid ticket, or the ticket's state for a used or cancelled one (no button: it would only be refused).
 */
function SearchResult({ hit, onCheckIn }: { hit: DoorSearchHit; onCheckIn(): void }) {
  const refused = refusedStatus(hit);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{hit.fullName}</Typography>
        <Typography variant="body2" color="text.secondary">
          LPU ID {hit.lpuId}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hit.email}
        </Typography>
        {refused?.detail && (
          <Typography variant="body2" sx={{ color: refused.color, fontWeight: 600 }}>
            {refused.detail}
          </Typography>
        )}
      </Box>
      {refused ? (
        <Box
          sx={{
            flexShrink: 0,
            px: 1.5,
            py: 0.75,
            borderRadius: 4,
            border: 2,
            borderColor: refused.color,
            color: refused.color,
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          {refused.label}
        </Box>
      ) : (
        <Button
          variant="contained"
          size="large"
          aria-label={`Check in ${hit.fullName}`}
          onClick={onCheckIn}
          sx={{ flexShrink: 0, minHeight: 48, whiteSpace: 'nowrap' }}
        >
          Check in
        </Button>
      )}
    </Box>
  );
}

/** Search by name, LPU ID or e-mail, then tap Check in (offered for valid tickets only). */
export function DoorSearch({ search, onCheckIn, onSecret, onTyping, inputRef }: DoorSearchProps) {
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
        ref={inputRef}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={q}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onTyping();
          setQ(event.target.value);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (!NOT_TYPING.has(event.key)) onTyping();
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
          minHeight: 48,
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
        <Box component="ul" aria-label="Search results" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {hits.map((hit) => (
            <SearchResult
              key={hit.id}
              hit={hit}
              onCheckIn={() => {
                onCheckIn(hit.id);
                setQ('');
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
