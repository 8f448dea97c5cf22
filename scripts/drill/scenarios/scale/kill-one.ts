// kill -9 of instance b in the middle of a rush through the proxy: the calls b was answering are lost with it (their
// buyers try again), every call sent after it is answered by a (the proxy takes b out at its first refused
// connection and sends the request on), and nothing b acknowledged is lost. Then b is started again, as a
// supervisor would, and rejoins the rotation.
import { CREATE_ORDER, Rush, VERIFY, verifyAll } from '../../rush';
import { waitUntil, withDeadline } from '../../wait';
import { addEvent, describeCounts, failed, perInstance, type ScaleStep } from './step';

const SEATS = 150;
const BUYERS = 300;
/** Kill once this many payments went through: the rush well under way, most of it still to come. */
const KILL_AFTER_PAYMENTS = 40;

/** What the proxy saw of instance `name`: connections refused (requests sent on), requests lost after reaching it. */
function proxyAccount({ proxy }: ScaleStep['stage'], name: string): string {
  const refused = proxy.upstreams.find((each) => each.name === name)?.refused ?? 0;
  const lost = proxy.lost.filter((each) => each.upstream === name).length;
  return `the proxy: ${refused} connections to ${name} refused (sent on to the other), ${lost} requests lost after reaching ${name}`;
}

/** Answers the rush (what its buyers were told) and its event, for the audit. */
export async function killOneMidRush({ stage, findings, say }: ScaleStep): Promise<{ rush: Rush; eventId: string }> {
  const eventId = await addEvent(stage, 'Drill Night (one instance killed)', SEATS);
  const target = { ...stage, eventId };
  const rush = new Rush(target, { buyers: BUYERS, concurrency: 40, payShare: 0.8, lpuBase: 71_000_000 });
  say(`rush: ${BUYERS} buyers for ${SEATS} seats; instance b killed mid-rush`);
  const running = rush.run();
  await waitUntil(() => rush.paid.size >= KILL_AFTER_PAYMENTS || rush.buyersDone >= BUYERS, { timeoutMs: 90_000 });

  const [, b] = stage.instances;
  const inFlight = stage.traffic.inFlight.size;
  const signalledAt = Date.now();
  await b.api.kill();
  const goneAt = Date.now();
  findings.fault(
    `kill -9 instance b (${rush.acknowledged.size} orders acknowledged, ${rush.paid.size} paid, ${inFlight} calls in flight)`,
    signalledAt,
  );
  await withDeadline(running, 150_000, 'the rush after the kill');
  const ticketed = await verifyAll(target, rush.paid);
  const calls = [CREATE_ORDER, VERIFY];
  const after = stage.traffic.between(goneAt, Date.now(), calls);
  const cutOff = stage.traffic.answers.filter(
    (answer) => calls.includes(answer.label) && answer.startedAt < goneAt && answer.endedAt >= signalledAt,
  );
  findings.check(
    'instance a carries on: every call sent after b was gone is answered',
    after.length > 0 && !after.some(failed),
    `${after.length} calls: ${stage.traffic.summary(after)}; answered by ${describeCounts(perInstance(after))}; ` +
      proxyAccount(stage, b.name),
  );
  findings.report(
    'calls in flight when b was killed',
    `${cutOff.length}: ${stage.traffic.summary(cutOff) || 'none'} (their buyers tried again)`,
  );
  say(`rush over: ${rush.acknowledged.size} acknowledged, ${rush.paid.size} paid, ${ticketed} ticketed; b restarts`);
  const readyMs = await stage.restart(b);
  findings.fault(
    `instance b started again: ready after ${readyMs.toLocaleString('en')} ms, back in the proxy's rotation`,
  );
  return { rush, eventId };
}
