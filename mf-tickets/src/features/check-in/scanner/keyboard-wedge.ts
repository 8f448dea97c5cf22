import { useEffect, useEffectEvent } from 'react';
import { TICKET_SECRET_PATTERN } from '@guildhall/contracts/check-in-format';

/** A USB scanner types a whole code in milliseconds; a longer gap starts a new one (docs/choices.md, "The door"). */
const KEY_GAP_MS = 35;

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Listens page-wide for a keyboard-wedge scanner: characters typed in a quick burst, then Enter. Only a burst that
 * is exactly a ticket secret counts (a partial read is never "long enough"). Typing in a field is left alone.
 */
export function useKeyboardWedge(onSecret: (secret: string) => void, enabled: boolean) {
  const scanned = useEffectEvent(onSecret);
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let lastKeyAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target)) return;
      const now = performance.now();
      if (now - lastKeyAt > KEY_GAP_MS) buffer = '';
      lastKeyAt = now;
      if (event.key === 'Enter') {
        if (TICKET_SECRET_PATTERN.test(buffer)) {
          event.preventDefault();
          scanned(buffer);
        }
        buffer = '';
      } else if (event.key.length === 1) buffer += event.key;
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
