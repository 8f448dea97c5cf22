// The ticket rush through the proxy, its buyers split across both instances: every seat sold once, whichever
// instance took the order, the payment's webhook or the buyer's result page.
import { CREATE_ORDER, Rush, VERIFY, verifyAll } from '../../rush';
import { withDeadline } from '../../wait';
import { describeCounts, perInstance, type ScaleStep } from './step';

export const RUSH_BUYERS = 600;
/** Each instance takes at least this share of the rush's calls: round robin, not one instance doing the work. */
const FAIR_SHARE = 0.3;

/** Runs the rush on the stage's own event; answers it (what the buyers were told) for the audit. */
export async function splitRush({ stage, findings, say }: ScaleStep): Promise<Rush> {
  // Every buyer whose order holds a seat pays: the seats sell out exactly.
  const rush = new Rush(stage, { buyers: RUSH_BUYERS, concurrency: 40, payShare: 1, lpuBase: 70_000_000 });
  say(`rush: ${RUSH_BUYERS} buyers for ${stage.capacity} seats through the proxy`);
  const from = Date.now();
  await withDeadline(rush.run(), 180_000, 'the rush across both instances');
  const ticketed = await verifyAll(stage, rush.paid);
  const answers = stage.traffic.between(from, Date.now(), [CREATE_ORDER, VERIFY]);
  const counts = perInstance(answers);
  findings.check(
    'the rush is split across both instances',
    (counts.a ?? 0) >= answers.length * FAIR_SHARE && (counts.b ?? 0) >= answers.length * FAIR_SHARE,
    `${answers.length} calls (create-order, verify) answered by ${describeCounts(counts)}; ` +
      `${rush.acknowledged.size} orders acknowledged, ${rush.paid.size} paid, ${ticketed} result pages with a ticket`,
  );
  return rush;
}
