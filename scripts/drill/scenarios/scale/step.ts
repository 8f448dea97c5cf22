// What every step of the scale scenario works with, and the small counts they share.
import { insertEvent } from '../../../../api/test/support/payments';
import type { Cleanup } from '../../cleanup';
import type { Findings } from '../../report';
import type { Answer } from '../../traffic';
import type { TwoInstances } from '../../two-instances';

export interface ScaleStep {
  stage: TwoInstances;
  findings: Findings;
  cleanup: Cleanup;
  say(line: string): void;
}

/** A request that failed, as a client sees it: no answer, or a 5xx (a proxy's 502 included). */
export const failed = (answer: Answer) => answer.status === 0 || answer.status >= 500;

/** How many of `answers` each instance answered: "a 301, b 299" (and "none" for those no instance answered). */
export function perInstance(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.upstream ?? 'none'] = (counts[answer.upstream ?? 'none'] ?? 0) + 1;
  return counts;
}

export const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ') || 'none';

/** Another event of the drill, every seat holdable at once (like the stage's first). */
export function addEvent(stage: TwoInstances, title: string, capacity: number): Promise<string> {
  return stage.withDatabase((database) => insertEvent(database, { title, capacity, unpaidHoldLimit: capacity }));
}
