// One client floods the member sign-in (wrong passwords, a different made-up e-mail each time, so that no account's
// own lockout is what stops it) while another client signs in with the right password. Through the proxy, the flood
// alternates between the instances: with the limit counted in Redis and the client's address taken from the trusted
// proxy, exactly LOGIN_RATE_LIMIT attempts pass and every one after answers 429, and the other client is not touched.
import type { TestMember } from '../../../../api/test/support/test-app';
import { loopbackClient } from '../../clients';
import type { Answer } from '../../traffic';
import { sleep } from '../../wait';
import { describeCounts, perInstance, type ScaleStep } from './step';

const FLOOD = 'sign-in flood';
const OTHER = 'other client sign-in';
const OTHER_SIGN_INS = 5;

/** "ab ab ab": which instance answered each attempt, in order. */
const sequence = (answers: readonly Answer[]) => answers.map((answer) => answer.upstream ?? '-').join('');

/** `limit` is the instances' LOGIN_RATE_LIMIT. */
export async function signInFlood(
  { stage, findings, cleanup, say }: ScaleStep,
  { limit, member }: { limit: number; member: TestMember },
): Promise<void> {
  const flooder = loopbackClient(2, cleanup);
  const other = loopbackClient(3, cleanup);
  const url = `${stage.api.base}/api/members/login`;
  say(`sign-in flood from ${flooder.address}, ${other.address} signing in meanwhile`);
  const flood: Answer[] = [];
  const flooding = (async () => {
    for (let attempt = 0; attempt < limit * 3; attempt++)
      flood.push(
        await stage.traffic.call(FLOOD, 'POST', url, {
          agent: flooder.agent,
          body: { email: `flood${attempt}@drill.example`, password: 'not-the-password' },
        }),
      );
  })();
  const others: Answer[] = [];
  for (let n = 0; n < OTHER_SIGN_INS; n++) {
    others.push(
      await stage.traffic.call(OTHER, 'POST', url, {
        agent: other.agent,
        body: { email: member.email, password: member.password },
      }),
    );
    await sleep(50);
  }
  await flooding;

  const firstLimited = flood.findIndex((answer) => answer.status === 429);
  const passed = flood.filter((answer) => answer.status !== 429);
  const exact = firstLimited === limit && passed.length === limit && passed.every((answer) => answer.status === 401);
  const passedOn = perInstance(passed);
  const flooded =
    `${flood.length} attempts from ${flooder.address}: ${stage.traffic.summary(flood)}; the first 429 at attempt ` +
    `${firstLimited + 1}; the attempts that passed were answered by ${describeCounts(passedOn)} ` +
    `(instances in order: ${sequence(flood)})`;
  const otherFine = others.every((answer) => answer.status === 200);
  const otherDetail = `${others.filter((answer) => answer.status === 200).length} of ${others.length} answered 200 (${stage.traffic.summary(others)})`;
  findings.check(
    `the flood is limited at exactly LOGIN_RATE_LIMIT=${limit}, across both instances`,
    exact && Boolean(passedOn.a) && Boolean(passedOn.b),
    flooded,
  );
  findings.check(`another client (${other.address}) signs in meanwhile`, otherFine, otherDetail);
}
