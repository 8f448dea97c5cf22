// The ticket rush the fault drills run under: buyers create orders for the stage's event over HTTP, a share of them
// pay at the provider (the sandbox, as a buyer's browser would), then come back to the result page (verify). A buyer
// retries what got no answer or a 5xx, as a person pressing the button again would: a retried create-order is a new
// order that replaces the buyer's earlier unpaid hold (docs/choices.md, "Tickets and payments").
import { buyer } from '../../api/test/support/payments';
import type { Dependencies } from './stage';
import type { Answer } from './traffic';
import { runPool, sleep } from './wait';

export interface RushOptions {
  buyers: number;
  concurrency: number;
  /** Share of the buyers who pay once their order exists (0..1). */
  payShare: number;
  /** First LPU ID; buyer n has lpuBase + n (distinct per rush of one stage). */
  lpuBase: number;
  /** Tries of each call (create-order, verify) that got no answer or a 5xx; default 4, waiting 1, 2, 3 s between. */
  tries?: number;
  /** The client's own limit for one answer. */
  timeoutMs?: number;
}

/** Where a rush goes: an API, or a proxy in front of several; the event, the provider and the clients' record. */
export type RushTarget = Pick<Dependencies, 'eventId' | 'sandbox' | 'traffic'> & { api: { base: string } };

export const CREATE_ORDER = 'create-order';
export const VERIFY = 'verify';

const retryable = (answer: Answer) => answer.status === 0 || answer.status >= 500;

export class Rush {
  /** Orders the API acknowledged (create-order answered 200 with an id): order id -> LPU ID. */
  readonly acknowledged = new Map<string, string>();
  /** Orders paid at the provider. */
  readonly paid = new Set<string>();
  /** Orders whose verify answered SUCCESS with a ticket. */
  readonly ticketed = new Set<string>();
  buyersDone = 0;
  private stopped = false;

  constructor(
    private readonly stage: RushTarget,
    private readonly options: RushOptions,
  ) {}

  stop(): void {
    this.stopped = true;
  }

  run(): Promise<void> {
    const { buyers, concurrency } = this.options;
    return runPool(
      concurrency,
      buyers,
      async (index) => {
        await this.buy(index);
        this.buyersDone++;
      },
      () => this.stopped,
    );
  }

  private async buy(index: number): Promise<void> {
    const { stage, options } = this;
    const tries = options.tries ?? 4;
    const form = buyer(stage.eventId, {
      lpuId: String(options.lpuBase + index),
      email: `buyer${options.lpuBase + index}@drill.example`,
    });
    let orderId: string | undefined;
    for (let attempt = 1; attempt <= tries && !orderId && !this.stopped; attempt++) {
      const answer = await stage.traffic.call(CREATE_ORDER, 'POST', `${stage.api.base}/api/cashfree/create-order`, {
        body: form,
        timeoutMs: options.timeoutMs,
      });
      orderId = answer.status === 200 ? (answer.data as { order_id?: string } | null)?.order_id : undefined;
      if (!orderId && !retryable(answer)) return;
      if (!orderId && attempt < tries) await sleep(1000 * attempt);
    }
    if (!orderId) return;
    this.acknowledged.set(orderId, form.lpuId);
    // Deterministic: the same buyers pay in every run of a scenario.
    if ((index * 7919) % 100 >= options.payShare * 100) return;
    try {
      this.stage.sandbox.pay(orderId, 'success');
    } catch {
      return; // The provider has no such order (or it is no longer payable): nothing was paid.
    }
    this.paid.add(orderId);
    await verifyOrder(stage, orderId, tries, options.timeoutMs).then((ticketed) => {
      if (ticketed) this.ticketed.add(orderId);
    });
  }
}

/** The result page's check, tried again after no answer or a 5xx; answers whether it showed a ticket. */
export async function verifyOrder(stage: RushTarget, orderId: string, tries = 4, timeoutMs?: number): Promise<boolean> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    const answer = await stage.traffic.call(
      VERIFY,
      'POST',
      `${stage.api.base}/api/cashfree/verify?order_id=${encodeURIComponent(orderId)}`,
      { timeoutMs },
    );
    if (answer.status === 200) {
      const data = answer.data as { transaction?: { status?: string }; ticket?: unknown } | null;
      return data?.transaction?.status === 'SUCCESS' && Boolean(data.ticket);
    }
    if (!retryable(answer)) return false;
    if (attempt < tries) await sleep(1000 * attempt);
  }
  return false;
}

/**
 * The drill's reconciliation: verify for every order given (each buyer's result page opened again), a few at a
 * time; answers how many showed a ticket.
 */
export async function verifyAll(stage: RushTarget, orderIds: Iterable<string>, concurrency = 8): Promise<number> {
  const ids = [...orderIds];
  let ticketed = 0;
  await runPool(concurrency, ids.length, async (index) => {
    if (await verifyOrder(stage, ids[index]!, 5)) ticketed++;
  });
  return ticketed;
}
