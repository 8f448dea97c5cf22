// `npm run drill [-- <scenario>... [--db pglite|postgres]]`: starts a real API process per scenario, breaks what it
// depends on (its own process, the database, the payment provider, the SMTP server, the disk) and prints one result
// block per run. Exits non-zero when any expectation failed. Each run has a hard deadline and is cleaned up (its
// processes killed, its cluster stopped, its temporary folders removed) however it ends, Ctrl-C included.
import type { DatabaseKind } from '../../api/src/db/client';
import { Cleanup } from './cleanup';
import { Findings, printFindings } from './report';
import { SCENARIOS } from './scenarios';
import type { DrillOptions, Scenario } from './scenarios/scenario';
import { withDeadline } from './wait';

interface Plan {
  scenario: Scenario;
  db: DatabaseKind;
}

const options: DrillOptions = { smtpOutageMs: 40_000 };

function usage(): string {
  const names = SCENARIOS.map(
    (scenario) =>
      `  ${scenario.name.padEnd(20)} ${scenario.summary} [${scenario.databases.join(' and ')}` +
      `${scenario.supports ? `; --db ${scenario.supports.join('|')}` : ''}]`,
  );
  return [
    'usage: npm run drill -- [scenario...] [--db pglite|postgres] [--smtp-outage <seconds>]',
    '',
    'scenarios (none named: all of them):',
    ...names,
    '',
    `--smtp-outage: how long smtp-down and smtp-slow keep SMTP broken (default ${options.smtpOutageMs / 1000})`,
  ].join('\n');
}

function plan(argv: string[]): Plan[] {
  let db: DatabaseKind | undefined;
  const names: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--db') {
      const value = argv[++index];
      if (value !== 'pglite' && value !== 'postgres') throw new Error(`--db takes pglite or postgres\n\n${usage()}`);
      db = value;
    } else if (arg === '--smtp-outage') {
      const seconds = Number(argv[++index]);
      if (!Number.isFinite(seconds) || seconds < 10) throw new Error('--smtp-outage takes a number of seconds (>= 10)');
      options.smtpOutageMs = seconds * 1000;
    } else if (arg === '--help' || arg === '-h') {
      console.log(usage());
      process.exit(0);
    } else names.push(arg);
  }
  const unknown = names.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}\n\n${usage()}`);
  const chosen = names.length ? SCENARIOS.filter((scenario) => names.includes(scenario.name)) : SCENARIOS;
  return chosen.flatMap((scenario) => {
    if (!db) return scenario.databases.map((each) => ({ scenario, db: each }));
    if ((scenario.supports ?? scenario.databases).includes(db)) return [{ scenario, db }];
    console.log(`${scenario.name} runs on ${scenario.databases.join(', ')} only: skipped for --db ${db}`);
    return [];
  });
}

let current: Cleanup | undefined;

async function runOne({ scenario, db }: Plan): Promise<boolean> {
  const title = `${scenario.name} [${db}]`;
  const cleanup = new Cleanup();
  current = cleanup;
  const findings = new Findings();
  const say = (line: string) => console.log(`[${title} ${findings.elapsed()}] ${line}`);
  let failure: unknown;
  const running = scenario.run({ db, options, cleanup, findings, run: `${scenario.name}-${db}`, say });
  // A run cut at its deadline keeps going in the background until the clean-up pulls its processes away.
  running.catch(() => {});
  try {
    await withDeadline(running, scenario.deadlineMs + (scenario.extraDeadlineMs?.(options) ?? 0), title);
  } catch (error) {
    failure = error;
  }
  const problems = await cleanup.runAll();
  current = undefined;
  for (const problem of problems) findings.notes.push(`clean-up: ${problem}`);
  printFindings(title, findings, failure);
  return findings.passed && !failure;
}

async function main(): Promise<void> {
  const runs = plan(process.argv.slice(2));
  if (runs.length === 0) throw new Error('nothing to run');
  const started = Date.now();
  const verdicts: Array<[string, boolean]> = [];
  for (const run of runs) verdicts.push([`${run.scenario.name} [${run.db}]`, await runOne(run)]);
  const failed = verdicts.filter(([, passed]) => !passed);
  console.log(
    `\n${verdicts.length} runs in ${((Date.now() - started) / 1000).toFixed(0)} s: ${verdicts.length - failed.length} passed, ${failed.length} failed`,
  );
  for (const [title] of failed) console.log(`  failed: ${title}`);
  process.exit(failed.length ? 1 : 0);
}

// Ctrl-C or a stop: the current run's processes, cluster and folders go first. The signal often comes twice (from
// the terminal, and relayed by the tsx CLI): the second must not end the process half-way through the clean-up.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: cleaning up`);
    void (current?.runAll() ?? Promise.resolve([])).finally(() => process.exit(130));
  });
}

// An error thrown outside the scenario's own awaits (a server in the drill's process failing: s3rver once did) ends
// the run, but only after its clean-up: no API process or cluster may outlive the drill.
process.on('uncaughtException', (error) => {
  console.error(`uncaught in the drill's process: ${error.stack ?? error.message}`);
  void (current?.runAll() ?? Promise.resolve([])).finally(() => process.exit(2));
});

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await current?.runAll();
  process.exit(2);
});
