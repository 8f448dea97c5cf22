// A rolling restart under steady load, as an operator deploys: SIGTERM instance a, wait until it has exited, start
// it again and wait until the proxy has it back in rotation, then the same for b. Contact-form writers and buyers
// keep going through the proxy the whole time; none of their requests may fail.
import { SHUTDOWN_DEADLINE_MS } from '../../../../api/src/shutdown';
import { CREATE_ORDER, VERIFY } from '../../rush';
import { sleep } from '../../wait';
import { CONTACT, SteadyLoad } from '../steady-load';
import { addEvent, describeCounts, failed, perInstance, type ScaleStep } from './step';

/** Steady load before, between and after the restarts. */
const SETTLE_MS = 3_000;
/** Beyond the API's own deadline after SIGTERM: then the drill kills it. */
const EXIT_WAIT_MS = SHUTDOWN_DEADLINE_MS + 5_000;
const CLIENT_TIMEOUT_MS = 30_000;

/** Answers the load (acknowledged writes, the buyers' rush) and its event, for the audit. */
export async function rollingRestart({
  stage,
  findings,
  say,
}: ScaleStep): Promise<{ load: SteadyLoad; eventId: string }> {
  const eventId = await addEvent(stage, 'Drill Night (rolling restart)', 100_000);
  const load = new SteadyLoad({ ...stage, eventId }, { writers: 3, buyers: 6, timeoutMs: CLIENT_TIMEOUT_MS });
  say('rolling restart of a then b under steady load');
  const from = Date.now();
  load.start();
  await sleep(SETTLE_MS);
  const steps: string[] = [];
  const exits: Array<number | null> = [];
  for (const instance of stage.instances) {
    const signalledAt = instance.api.signal('SIGTERM');
    findings.fault(`SIGTERM instance ${instance.name}`, signalledAt);
    const left = await stage.proxy.waitForRotation(instance.name, false, EXIT_WAIT_MS);
    const leftAfter = Date.now() - signalledAt;
    const exit = await instance.api.waitForExit(EXIT_WAIT_MS);
    if (!exit) await instance.api.kill();
    exits.push(exit && exit.code === 0 ? exit.at - signalledAt : null);
    const readyMs = await stage.restart(instance);
    findings.fault(
      `instance ${instance.name} started again, back in rotation after ${readyMs.toLocaleString('en')} ms`,
    );
    steps.push(
      `${instance.name}: out of the proxy's rotation ${left ? `${leftAfter.toLocaleString('en')} ms` : 'never'} after ` +
        `SIGTERM, exited ${exit ? `after ${(exit.at - signalledAt).toLocaleString('en')} ms (code ${exit.code})` : 'not in time (killed)'}, ` +
        `ready again ${readyMs.toLocaleString('en')} ms after its start`,
    );
    await sleep(SETTLE_MS);
  }
  await load.stop();

  const answers = stage.traffic.between(from, Date.now(), [CONTACT, CREATE_ORDER, VERIFY]);
  const failures = answers.filter(failed);
  findings.check(
    'rolling restart under load: 0 failed requests',
    answers.length > 0 && failures.length === 0,
    `${answers.length} requests (${stage.traffic.summary(answers)}), answered by ${describeCounts(perInstance(answers))}` +
      `${failures.length ? `; failed: ${stage.traffic.summary(failures)}` : ''}`,
  );
  findings.check(
    `each instance drains and exits by itself (code 0) within ${SHUTDOWN_DEADLINE_MS / 1000} s of SIGTERM`,
    exits.every((ms) => ms !== null && ms <= SHUTDOWN_DEADLINE_MS),
    steps.join('; '),
  );
  return { load, eventId };
}
