// The door scanning through both instances at once: the same tickets redeemed through a and through b at the same
// moment are admitted exactly once each, and both instances then give the door the same counts.
import { tickets } from '../../../../api/src/db/schema';
import type { Answer } from '../../traffic';
import type { ScaleStep } from './step';

const SCANNED = 20;
const REDEEM = 'door scan';
const COUNTS = 'door counts';

const resultOf = (answer: Answer) =>
  (answer.data as { result?: string } | null)?.result ?? String(answer.failure ?? answer.status);

export async function doorOnBoth({ stage, findings, say }: ScaleStep, token: string): Promise<void> {
  const [a, b] = stage.instances;
  const scanned = await stage.withDatabase(async ({ db }) =>
    (await db.select({ id: tickets.id, eventId: tickets.eventId, isCancelled: tickets.isCancelled }).from(tickets))
      .filter((ticket) => ticket.eventId === stage.eventId && !ticket.isCancelled)
      .slice(0, SCANNED),
  );
  say(`door: ${scanned.length} tickets scanned through a and b at once`);
  const redeem = (base: string, ticketId: string) =>
    stage.traffic.call(REDEEM, 'POST', `${base}/api/check-in/events/${stage.eventId}/redeem`, {
      token,
      body: { ticketId },
    });
  const verdicts = await Promise.all(
    scanned.map(({ id }) => Promise.all([redeem(a.api.base, id), redeem(b.api.base, id)])),
  );
  const outcomes = verdicts.map((pair) => pair.map(resultOf).sort().join(' + '));
  const once = outcomes.filter((outcome) => outcome === 'admitted + already-checked-in').length;
  const tally = [...new Set(outcomes)].map((outcome) => `${outcome} x${outcomes.filter((o) => o === outcome).length}`);
  const admittedBy = verdicts.map(([fromA]) => (resultOf(fromA) === 'admitted' ? 'a' : 'b'));
  findings.check(
    'each ticket scanned through a and b at once is admitted exactly once',
    scanned.length === SCANNED && once === scanned.length,
    `${scanned.length} tickets: ${tally.join(', ')}; admitted by a ${admittedBy.filter((n) => n === 'a').length}, ` +
      `by b ${admittedBy.filter((n) => n === 'b').length}`,
  );

  const counts = await Promise.all(
    [a, b].map((instance) =>
      stage.traffic.call(COUNTS, 'GET', `${instance.api.base}/api/check-in/events/${stage.eventId}/counts`, { token }),
    ),
  );
  const [countsA, countsB] = counts.map((answer) => answer.data as { checkedIn?: number; total?: number } | null);
  findings.check(
    'the door counts agree on both instances',
    countsA?.checkedIn === once && countsB?.checkedIn === once && countsA?.total === countsB?.total,
    `a: ${countsA?.checkedIn ?? '?'} checked in of ${countsA?.total ?? '?'}, b: ${countsB?.checkedIn ?? '?'} of ` +
      `${countsB?.total ?? '?'}`,
  );
}
