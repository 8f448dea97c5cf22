// One result block per scenario run: what was done, what was broken, the counts that matter (paid orders, tickets,
// e-mails, lost, duplicated, oversold), the slowest answer a client waited for, and each expectation judged.
import path from 'node:path';
import type { Figures } from './audit';

export interface Check {
  label: string;
  /** null: reported, not judged (the brief allows a state that needs longer than a drill to reach). */
  ok: boolean | null;
  detail: string;
}

export class Findings {
  readonly startedAt = Date.now();
  operations = '';
  readonly faults: string[] = [];
  readonly checks: Check[] = [];
  readonly notes: string[] = [];
  paidOrders = '-';
  tickets = '-';
  emails = '-';
  lost: { count: number; detail: string } | undefined;
  duplicated: { count: number; detail: string } | undefined;
  oversold: { count: number; detail: string } | undefined;
  slowest = '-';
  logFile: string | undefined;

  /** Seconds since the scenario started, for the faults' and notes' time stamps. */
  elapsed(at = Date.now()): string {
    return `+${((at - this.startedAt) / 1000).toFixed(1)} s`;
  }

  fault(text: string, at = Date.now()): void {
    this.faults.push(`${this.elapsed(at)} ${text}`);
  }

  check(label: string, ok: boolean, detail = ''): void {
    this.checks.push({ label, ok, detail });
  }

  report(label: string, detail: string): void {
    this.checks.push({ label, ok: null, detail });
  }

  get passed(): boolean {
    return this.checks.every((check) => check.ok !== false);
  }

  /**
   * Fills the standard counts from the audit, with `extraLost` (other acknowledged writes that vanished), and
   * judges the three that must be zero in every scenario.
   */
  applyFigures(figures: Figures, extraLost: { what: string; ids: string[] } = { what: '', ids: [] }): void {
    const statuses = Object.entries(figures.ordersByStatus)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ');
    this.paidOrders = `${figures.paidOrders} (paid at the provider: ${figures.paidAtProvider}; orders ${figures.orders}${statuses ? `: ${statuses}` : ''})`;
    this.tickets = `${figures.tickets}${figures.capacity === null ? '' : ` for ${figures.capacity} seats`} (live seat holds left: ${figures.liveHolds})`;
    const mail = figures.mail;
    const outbox = Object.entries(figures.outbox)
      .map(([state, n]) => `${state} ${n}`)
      .join(', ');
    this.emails =
      `sent ${mail.messages} / distinct Message-IDs ${mail.distinctMessageIds} (tickets e-mailed ${mail.ticketsMailed} of ` +
      `${figures.tickets}; resent as the same message ${mail.resentSameMessage}; sent twice ${mail.sentTwice}; outbox: ${outbox || 'empty'})`;

    const lost = [
      ...figures.acknowledgedOrdersMissing.map((id) => `acknowledged order ${id} missing`),
      ...figures.paidNotSettled.map((id) => `order ${id} paid at the provider, not settled`),
      ...figures.paidWithoutTicket.map((id) => `order ${id} paid without a ticket`),
      ...extraLost.ids.map((id) => `${extraLost.what} ${id} missing`),
    ];
    this.lost = { count: lost.length, detail: lost.slice(0, 5).join('; ') };
    const duplicated = figures.ordersWithTwoTickets + figures.duplicateLpuTickets + mail.sentTwice;
    this.duplicated = {
      count: duplicated,
      detail: `orders with two tickets ${figures.ordersWithTwoTickets}, second tickets of one LPU ID ${figures.duplicateLpuTickets}, ticket e-mails sent twice ${mail.sentTwice}`,
    };
    this.oversold = {
      count: figures.oversold,
      detail: `${figures.validTickets} valid tickets${figures.capacity === null ? '' : ` for ${figures.capacity} seats`}`,
    };
    this.check('lost 0 (acknowledged but missing)', lost.length === 0, this.lost.detail);
    this.check('duplicated 0', duplicated === 0, this.duplicated.detail);
    this.check('oversold 0', figures.oversold === 0, this.oversold.detail);
  }
}

const MARK = { true: 'ok  ', false: 'FAIL', null: 'info' } as const;
const zeroMark = (value: { count: number } | undefined) => (value ? (value.count === 0 ? 'ok' : 'FAIL') : '');

export function printFindings(title: string, findings: Findings, error?: unknown): void {
  const seconds = ((Date.now() - findings.startedAt) / 1000).toFixed(1);
  const verdict = findings.passed && !error ? 'PASS' : 'FAIL';
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(16)} ${value}`);
  console.log(`\n== ${title}: ${verdict} (${seconds} s) ${'='.repeat(Math.max(4, 70 - title.length))}`);
  line('operations', findings.operations || '-');
  line('faults injected', findings.faults.length ? findings.faults.join('\n' + ' '.repeat(19)) : '-');
  line('paid orders', findings.paidOrders);
  line('tickets', findings.tickets);
  line('e-mails', findings.emails);
  for (const [label, value] of [
    ['lost', findings.lost],
    ['duplicated', findings.duplicated],
    ['oversold', findings.oversold],
  ] as const)
    line(label, value ? `${value.count} ${zeroMark(value)} (${value.detail || 'none'})` : '- (not audited)');
  line('slowest answer', findings.slowest);
  console.log('  expectations');
  for (const check of findings.checks)
    console.log(
      `    [${MARK[String(check.ok) as keyof typeof MARK]}] ${check.label}${check.detail ? `: ${check.detail}` : ''}`,
    );
  if (error) console.log(`    [FAIL] the scenario did not finish: ${(error as Error).message ?? String(error)}`);
  for (const note of findings.notes) console.log(`  note: ${note}`);
  if (findings.logFile) console.log(`  API log: ${path.relative(process.cwd(), findings.logFile)}`);
}
