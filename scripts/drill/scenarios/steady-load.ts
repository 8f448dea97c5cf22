// Steady traffic for the database faults: contact-form writers (each write acknowledged with its id), buyers going
// through create-order, payment and verify, and a monitor polling /healthz as a load balancer would.
import { Rush, type RushTarget } from '../rush';
import { sleep } from '../wait';
import { repeat } from './scenario';

export const CONTACT = 'contact request';
export const HEALTHZ = 'healthz';

export interface SteadyLoadOptions {
  writers: number;
  buyers: number;
  /** Unset: no /healthz polls (the load goes through a proxy that polls it itself). */
  healthzEveryMs?: number;
  /** The client's limit for one answer: beyond it a call counts as a hang. */
  timeoutMs: number;
}

export class SteadyLoad {
  /** Contact requests the API acknowledged (201 with an id). */
  readonly acknowledgedWrites = new Set<string>();
  readonly rush: Rush;
  private done = false;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly stage: RushTarget,
    private readonly options: SteadyLoadOptions,
  ) {
    this.rush = new Rush(stage, {
      buyers: 1_000_000,
      concurrency: options.buyers,
      payShare: 0.5,
      lpuBase: 60_000_000,
      timeoutMs: options.timeoutMs,
    });
  }

  start(): void {
    const { stage, options } = this;
    let sequence = 0;
    const write = async () => {
      const n = ++sequence;
      const answer = await stage.traffic.call(CONTACT, 'POST', `${stage.api.base}/api/contact/send`, {
        body: {
          name: `Steady Writer ${n}`,
          lpuID: String(13_000_000 + n),
          email: `steady${n}@drill.example`,
          phone: '+91 98765 43210',
          subject: `Steady write ${n}`,
          message: `Write ${n} under a database fault.`,
        },
        timeoutMs: options.timeoutMs,
      });
      const id = (answer.data as { id?: string } | null)?.id;
      if (answer.status === 201 && id) this.acknowledgedWrites.add(id);
      else await sleep(250);
    };
    const { healthzEveryMs } = options;
    const poll = async () => {
      await stage.traffic.call(HEALTHZ, 'GET', `${stage.api.base}/healthz`, { timeoutMs: options.timeoutMs });
      await sleep(healthzEveryMs ?? 0);
    };
    const isDone = () => this.done;
    this.running = Promise.all([
      ...Array.from({ length: options.writers }, () => repeat(write, isDone, 50)),
      ...(healthzEveryMs === undefined ? [] : [repeat(poll, isDone)]),
      this.rush.run(),
    ]);
  }

  /** Stops starting new calls; resolves once the calls in flight have answered (or timed out). */
  async stop(): Promise<void> {
    this.done = true;
    this.rush.stop();
    await this.running;
  }
}
