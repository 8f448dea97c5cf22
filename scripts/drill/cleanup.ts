// What a scenario set up, torn down in reverse order whatever happened: a failed scenario, its deadline or Ctrl-C
// must never leave an API process, a PostgreSQL cluster, a mount or a temporary folder behind.
import { withDeadline } from './wait';

const ACTION_DEADLINE_MS = 30_000;

export class Cleanup {
  private readonly actions: Array<{ what: string; action: () => unknown }> = [];
  private running: Promise<string[]> | undefined;

  /** Registers `action`; the last registered runs first. */
  add(what: string, action: () => unknown): void {
    this.actions.push({ what, action });
  }

  /** Runs every action once (each bounded), even when some fail; answers the failures. */
  runAll(): Promise<string[]> {
    this.running ??= (async () => {
      const problems: string[] = [];
      for (let entry = this.actions.pop(); entry; entry = this.actions.pop()) {
        try {
          await withDeadline(Promise.resolve().then(entry.action), ACTION_DEADLINE_MS, `cleanup: ${entry.what}`);
        } catch (error) {
          problems.push(`${entry.what}: ${(error as Error).message}`);
        }
      }
      return problems;
    })();
    return this.running;
  }
}
