import { useEffect, useEffectEvent } from 'react';
import { TICKET_SECRET_PATTERN } from '@guildhall/contracts/check-in-format';

// A keyboard-wedge scanner (USB or Bluetooth) types the code it read as keystrokes, then Enter. Cheap and Bluetooth
// ones leave up to ~100 ms between keys; a person typing leaves more, and types into the search field anyway, which
// this reader leaves alone (docs/choices.md, "The door").

/** The longest gap between two keys of a scan: ~100 ms, plus the browser's timer jitter. */
export const SCAN_KEY_GAP_MS = 110;
/** Keys closer than this make one run: a run that is not a scan is reported once it ends (Enter, or this pause). */
export const RUN_GAP_MS = 600;
/** Shorter runs are stray key presses: ignored without a word. */
export const REPORTED_RUN_MIN = 6;

/** Why a run of keys was not taken as a scan. */
export type IgnoredScan = 'slow' | 'no-enter' | 'not-a-code';

export const IGNORED_SCAN_TEXT: Record<IgnoredScan, string> = {
  slow: 'Scan not read: the keys came too slowly for a scanner. Scan again, or search by name, LPU ID or e-mail.',
  'no-enter':
    'Scan not read: no Enter came after the code (set the scanner to end each scan with Enter). Scan again, or ' +
    'search by name, LPU ID or e-mail.',
  'not-a-code': 'Scan not read: that was not a whole ticket code. Scan again, or search by name, LPU ID or e-mail.',
};

export type WedgeOutcome = { secret: string } | { ignored: IgnoredScan } | null;

/**
 * Reads keys typed outside any text field, with the time of each (ms). A scan is a run of keys each at most
 * SCAN_KEY_GAP_MS after the last, ending in Enter, that is exactly a ticket secret (a partial read is never "long
 * enough"). A run of REPORTED_RUN_MIN characters or more that is not one is reported: too slow, not ending in Enter
 * (`idle`), or not a ticket code.
 */
export class WedgeReader {
  private text = '';
  private lastAt = Number.NEGATIVE_INFINITY;
  private slowestGap = 0;

  key(key: string, at: number): WedgeOutcome {
    const gap = at - this.lastAt;
    // A long pause starts a new run (the last one, if worth it, was reported by `idle`).
    if (gap > RUN_GAP_MS) this.reset();
    else if (this.text) this.slowestGap = Math.max(this.slowestGap, gap);
    this.lastAt = at;
    if (key === 'Enter') {
      const { text, slowestGap } = this;
      this.reset();
      if (TICKET_SECRET_PATTERN.test(text) && slowestGap <= SCAN_KEY_GAP_MS) return { secret: text };
      if (text.length < REPORTED_RUN_MIN) return null;
      return { ignored: slowestGap > SCAN_KEY_GAP_MS ? 'slow' : 'not-a-code' };
    }
    if (key.length === 1) this.text += key;
    return null;
  }

  /** Whether a run is under way (its Enter would end it). */
  get typing(): boolean {
    return this.text.length > 0;
  }

  /** Called RUN_GAP_MS after the last key: a run left without its Enter is reported. */
  idle(at: number): IgnoredScan | null {
    if (!this.text || at - this.lastAt < RUN_GAP_MS) return null;
    const { text, slowestGap } = this;
    this.reset();
    if (text.length < REPORTED_RUN_MIN) return null;
    return slowestGap > SCAN_KEY_GAP_MS ? 'slow' : 'no-enter';
  }

  private reset() {
    this.text = '';
    this.slowestGap = 0;
  }
}

/** Where a person types: keys there are theirs (the search field takes a scanned secret + Enter itself). */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    (target instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type)));

/**
 * Listens page-wide for a keyboard-wedge scanner: `onSecret` for each scan, `onIgnored` for a run of keys that was
 * not one. Typing in a text field is left alone. On a focused `select` (the event picker) the characters are taken
 * too, so a scan never switches the event by the picker's type-to-select.
 */
export function useKeyboardWedge(
  onSecret: (secret: string) => void,
  onIgnored: (reason: IgnoredScan) => void,
  enabled: boolean,
) {
  const scanned = useEffectEvent(onSecret);
  const ignored = useEffectEvent(onIgnored);
  useEffect(() => {
    if (!enabled) return;
    const reader = new WedgeReader();
    let idleTimer: number | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTextEntry(event.target) || event.repeat) return;
      const typing = reader.typing;
      // The key's own time (when the browser got it), not when this handler runs: a busy page (a verdict
      // rendering) runs the handlers of a quick burst late and together, and the gaps between them lie.
      const outcome = reader.key(event.key, event.timeStamp);
      // A run of characters ending in Enter is typed to the page, never a press of the focused button.
      if ((event.key === 'Enter' && typing) || (event.key.length === 1 && event.target instanceof HTMLSelectElement))
        event.preventDefault();
      window.clearTimeout(idleTimer);
      if (outcome && 'secret' in outcome) scanned(outcome.secret);
      else if (outcome) ignored(outcome.ignored);
      else if (reader.typing)
        // No key since for RUN_GAP_MS (each key clears this timer): the run has ended.
        idleTimer = window.setTimeout(() => {
          const reason = reader.idle(Number.POSITIVE_INFINITY);
          if (reason) ignored(reason);
        }, RUN_GAP_MS);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(idleTimer);
    };
  }, [enabled]);
}
