// A rolling restart under steady load, as an operator deploys: SIGTERM instance a, wait until it has exited, start
// it again and wait until the proxy has it back in rotation, then the same for b. Contact-form writers and buyers
// keep going through the proxy the whole time; none of their requests may fail. Run behind the stage's proxy
// (active /healthz checks) and behind one with passive health only (open-source nginx: an instance leaves the
// rotation when it refuses a connection, and is tried again after fail_timeout).
import { SHUTDOWN_DEADLINE_MS } from '../../../../api/src/shutdown';
import type { RoundRobinProxy } from '../../round-robin-proxy';
import { CREATE_ORDER, VERIFY } from '../../rush';
import { sleep } from '../../wait';
import { CONTACT, SteadyLoad } from '../steady-load';
import { addEvent, describeCounts, failed, perInstance, type ScaleStep } from './step';

/** Steady load before, between and after the restarts. */
const SETTLE_MS = 3_000;
/** Beyond the API's own deadline after SIGTERM: then the drill kills it. */
const EXIT_WAIT_MS = SHUTDOWN_DEADLINE_MS + 5_000;
const CLIENT_TIMEOUT_MS = 30_000;
/** How late the provider answers during the restarts. */
const IN_FLIGHT_MS = 300;

export interface RollingRestartOptions {
  /** The proxy the load goes through (the stage's own, or another in front of the same instances). */
  proxy: RoundRobinProxy;
  /** How the proxy checks health, for the expectations' labels. */
  health: string;
  /** How long that proxy may take to send requests to a restarted instance again. */
  rejoinMs: number;
  /**
   * False: the failed requests are reported, not judged. Behind a proxy with passive health only, an instance is
   * still sent connections when it stops listening, and one the kernel had completed but the server not yet accepted
   * is reset (docs/choices.md, "Several instances: restarts behind a proxy").
   */
  judgeFailures: boolean;
}

/** The requests `proxy` lost after they reached an instance, since `from`. */
function describeLost(proxy: RoundRobinProxy, from: number): string {
  const lost = proxy.lost.filter((each) => each.at >= from);
  return lost.length
    ? `; lost by the proxy after reaching an instance: ${lost.map((each) => `${each.request} on ${each.upstream} (${each.error} on a ${each.connection} connection)`).join(', ')}`
    : '';
}

/** Answers the load (acknowledged writes, the buyers' rush) and its event, for the audit. */
export async function rollingRestart(
  { stage, findings, say }: ScaleStep,
  { proxy, health, rejoinMs, judgeFailures }: RollingRestartOptions,
): Promise<{ load: SteadyLoad; eventId: string }> {
  const eventId = await addEvent(stage, `Drill Night (rolling restart, ${health})`, 100_000);
  const load = new SteadyLoad(
    { ...stage, eventId, api: { base: proxy.base } },
    { writers: 3, buyers: 12, timeoutMs: CLIENT_TIMEOUT_MS },
  );
  say(`rolling restart of a then b under steady load, behind a proxy with ${health}`);
  // Purchases wait on the provider: some are always in flight when an instance closes.
  stage.provider.setMode('slow', IN_FLIGHT_MS);
  const from = Date.now();
  load.start();
  await sleep(SETTLE_MS);
  const steps: string[] = [];
  const exits: Array<number | null> = [];
  for (const instance of stage.instances) {
    const signalledAt = instance.api.signal('SIGTERM');
    findings.fault(`SIGTERM instance ${instance.name} (${health})`, signalledAt);
    const exit = await instance.api.waitForExit(EXIT_WAIT_MS);
    if (!exit) await instance.api.kill();
    exits.push(exit && exit.code === 0 ? exit.at - signalledAt : null);
    const left = proxy.changes.find(
      (change) => change.upstream === instance.name && !change.inRotation && change.at >= signalledAt,
    );
    const readyMs = await stage.restart(instance);
    const rejoined = await proxy.waitForRotation(instance.name, true, rejoinMs);
    findings.fault(`instance ${instance.name} started again, ready after ${readyMs.toLocaleString('en')} ms`);
    steps.push(
      `${instance.name}: out of the proxy's rotation ${left ? `${(left.at - signalledAt).toLocaleString('en')} ms after SIGTERM (${left.why})` : 'never'}, ` +
        `exited ${exit ? `after ${(exit.at - signalledAt).toLocaleString('en')} ms (code ${exit.code})` : 'not in time (killed)'}, ` +
        `ready again ${readyMs.toLocaleString('en')} ms after its start${rejoined ? '' : `, not back in rotation within ${rejoinMs / 1000} s`}`,
    );
    await sleep(SETTLE_MS);
  }
  await load.stop();
  stage.provider.setMode('pass');

  const answers = stage.traffic.between(from, Date.now(), [CONTACT, CREATE_ORDER, VERIFY]);
  const failures = answers.filter(failed);
  const label = `rolling restart under load, ${health}`;
  const detail =
    `${failures.length} failed of ${answers.length} requests (${stage.traffic.summary(answers)}), answered by ` +
    `${describeCounts(perInstance(answers))}${describeLost(proxy, from)}`;
  if (judgeFailures) findings.check(`${label}: 0 failed requests`, answers.length > 0 && failures.length === 0, detail);
  else findings.report(`${label}: failed requests`, detail);
  findings.check(
    `${health}: each instance drains and exits by itself (code 0) within ${SHUTDOWN_DEADLINE_MS / 1000} s of SIGTERM`,
    exits.every((ms) => ms !== null && ms <= SHUTDOWN_DEADLINE_MS),
    steps.join('; '),
  );
  return { load, eventId };
}
