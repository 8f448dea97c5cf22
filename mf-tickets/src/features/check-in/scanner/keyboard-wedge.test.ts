import { IGNORED_SCAN_TEXT, RUN_GAP_MS, WedgeReader, type WedgeOutcome } from './keyboard-wedge';

const SECRET = 'Qx7_' + 'a'.repeat(18) + '-Z9'.repeat(6) + 'bc1';

/** Types `text` then (unless `enter` is false) Enter, `gap` ms apart, from `start`; the outcomes of every key. */
function burst(reader: WedgeReader, text: string, gap: number, { start = 10_000, enter = true } = {}) {
  const keys = enter ? [...text, 'Enter'] : [...text];
  const outcomes: WedgeOutcome[] = keys.map((key, index) => reader.key(key, start + index * gap));
  return { outcomes, last: outcomes.at(-1), endedAt: start + (keys.length - 1) * gap };
}

it('is a ticket secret of 43 characters', () => {
  expect(SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

it.each([1, 60, 100])('takes a burst with %i ms between keys that ends in Enter', (gap) => {
  const reader = new WedgeReader();
  const { outcomes, last } = burst(reader, SECRET, gap);
  expect(last).toEqual({ secret: SECRET });
  expect(outcomes.slice(0, -1).every((outcome) => outcome === null)).toBe(true);
});

it('refuses a burst with 150 ms between keys, saying the keys came too slowly', () => {
  const reader = new WedgeReader();
  expect(burst(reader, SECRET, 150).last).toEqual({ ignored: 'slow' });
  expect(IGNORED_SCAN_TEXT.slow).toMatch(/^Scan not read: the keys came too slowly/);
  // One slow gap in an otherwise quick burst is enough to refuse it.
  const uneven = new WedgeReader();
  [...SECRET].forEach((key, index) => uneven.key(key, index * 20 + (index >= 20 ? 130 : 0)));
  expect(uneven.key('Enter', SECRET.length * 20 + 130)).toEqual({ ignored: 'slow' });
});

it('reports a partial code, and a burst that never ends in Enter once the keys stop', () => {
  const reader = new WedgeReader();
  expect(burst(reader, SECRET.slice(0, 30), 10).last).toEqual({ ignored: 'not-a-code' });
  expect(burst(reader, `${SECRET}x`, 10, { start: 20_000 }).last).toEqual({ ignored: 'not-a-code' });

  const { endedAt } = burst(reader, SECRET, 10, { start: 30_000, enter: false });
  expect(reader.idle(endedAt + RUN_GAP_MS - 1)).toBeNull(); // the Enter may still come
  expect(reader.idle(endedAt + RUN_GAP_MS)).toBe('no-enter');
  expect(reader.idle(endedAt + 2 * RUN_GAP_MS)).toBeNull(); // said once
  const slow = burst(reader, SECRET.slice(0, 10), 300, { start: 40_000, enter: false });
  expect(reader.idle(slow.endedAt + RUN_GAP_MS)).toBe('slow');
});

it('ignores stray key presses without a word, and starts afresh after a pause', () => {
  const reader = new WedgeReader();
  expect(burst(reader, 'ab', 200).last).toBeNull();
  const { endedAt } = burst(reader, 'xy', 10, { start: 50_000, enter: false });
  expect(reader.idle(endedAt + RUN_GAP_MS)).toBeNull();
  // Keys before a pause are not glued to the scan that follows it.
  burst(reader, 'zz', 10, { start: 60_000, enter: false });
  expect(burst(reader, SECRET, 50, { start: 60_000 + 10 + RUN_GAP_MS + 1 }).last).toEqual({ secret: SECRET });
  // Shift and other named keys are no characters.
  const shifted = new WedgeReader();
  const keys = [...SECRET].flatMap((key) => (/[A-Z]/.test(key) ? ['Shift', key] : [key]));
  keys.forEach((key, index) => shifted.key(key, index * 30));
  expect(shifted.key('Enter', keys.length * 30)).toEqual({ secret: SECRET });
});
