import { BackupError } from './backup-manifest';

/** Runs a command-line tool: a BackupError prints as its message alone, anything else with its stack. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  });
}
