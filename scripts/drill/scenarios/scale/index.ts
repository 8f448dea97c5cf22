// `npm run drill -- scale`: two API instances on one PostgreSQL and Redis behind a round-robin proxy
// (two-instances.ts), then, through the proxy or each instance: the ticket rush split across both, the door scanning
// through both, a sign-in flood from one client while another signs in, an upload written through one and read
// through the other, one instance killed mid-rush, and a rolling restart of both under load.
import { createMember } from '../../../../api/test/support/test-app';
import { startRoundRobinProxy } from '../../round-robin-proxy';
import { openTwoInstances } from '../../two-instances';
import type { Scenario } from '../scenario';
import { auditRun } from './audit-run';
import { doorOnBoth } from './door';
import { killOneMidRush } from './kill-one';
import { rollingRestart } from './rolling-restart';
import { signInFlood } from './sign-in-flood';
import { RUSH_BUYERS, splitRush } from './split-rush';
import type { ScaleStep } from './step';
import { uploadsAcross } from './uploads-across';

const SEATS = 200;
/** The instances' LOGIN_RATE_LIMIT: the sign-in flood must meet exactly this many passing attempts. */
const LOGIN_LIMIT = 10;
/** nginx's default fail_timeout is 10 s; shorter here to keep the drill short. */
const PASSIVE_FAIL_TIMEOUT_MS = 5_000;

export const scale: Scenario = {
  name: 'scale',
  summary: 'two instances behind a round-robin proxy: rush, door, sign-in flood, uploads, kill -9 one, rolling restart',
  databases: ['postgres'],
  deadlineMs: 420_000,
  async run(context) {
    const { cleanup, findings, run, say } = context;
    const stage = await openTwoInstances(
      { run, capacity: SEATS, env: { LOGIN_RATE_LIMIT: String(LOGIN_LIMIT) } },
      cleanup,
    );
    findings.logFile = stage.instances[0].logFile;
    findings.notes.push(`instance b's log: ${stage.instances[1].logFile}`);
    const member = await stage.withDatabase((database) => createMember(database));
    // Signed in once, before the flood: the door and the uploads use this token.
    const token = await stage.adminToken();
    const step: ScaleStep = { stage, findings, cleanup, say };

    const rush = await splitRush(step);
    await doorOnBoth(step, token);
    await signInFlood(step, { limit: LOGIN_LIMIT, member });
    await uploadsAcross(step, token);
    const killed = await killOneMidRush(step);
    const rolling = await rollingRestart(step, {
      proxy: stage.proxy,
      health: 'active health checks',
      rejoinMs: 5_000,
      judgeFailures: true,
    });
    const passiveProxy = await startRoundRobinProxy(
      stage.instances.map(({ name, api }) => ({ name, port: api.port })),
      { healthEveryMs: null, failTimeoutMs: PASSIVE_FAIL_TIMEOUT_MS },
    );
    cleanup.add('close the passive proxy', () => passiveProxy.close());
    const passive = await rollingRestart(step, {
      proxy: passiveProxy,
      health: 'passive health only',
      rejoinMs: PASSIVE_FAIL_TIMEOUT_MS + 2_000,
      judgeFailures: false,
    });
    findings.operations = `${stage.traffic.summary()}; the proxy's instances answered ${stage.proxy.upstreams
      .map((upstream) => `${upstream.name} ${upstream.answered}`)
      .join(', ')}`;
    findings.notes.push(
      `the proxy's rotation: ${stage.proxy.changes
        .map(
          (change) =>
            `${findings.elapsed(change.at)} ${change.upstream} ${change.inRotation ? 'in' : 'out'} (${change.why})`,
        )
        .join('; ')}`,
    );

    await auditRun(
      step,
      [
        {
          what: `rush (${RUSH_BUYERS} buyers, ${SEATS} seats)`,
          eventId: stage.eventId,
          acknowledged: rush.acknowledged.keys(),
          paid: rush.paid,
          mailExactlyOnce: true,
        },
        {
          what: 'rush with b killed',
          eventId: killed.eventId,
          acknowledged: killed.rush.acknowledged.keys(),
          paid: killed.rush.paid,
          mailExactlyOnce: false,
        },
        {
          what: 'buyers during the rolling restart',
          eventId: rolling.eventId,
          acknowledged: rolling.load.rush.acknowledged.keys(),
          paid: rolling.load.rush.paid,
          mailExactlyOnce: false,
        },
        {
          what: 'buyers during the rolling restart (passive health)',
          eventId: passive.eventId,
          acknowledged: passive.load.rush.acknowledged.keys(),
          paid: passive.load.rush.paid,
          mailExactlyOnce: false,
        },
      ],
      [...rolling.load.acknowledgedWrites, ...passive.load.acknowledgedWrites],
    );
  },
};
