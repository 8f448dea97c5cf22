import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import drizzleConfig from '../../drizzle.config';
import { MIGRATIONS_FOLDER } from '../../src/db/client';

const API_DIR = path.resolve(__dirname, '../..');
// drizzle-kit exports no bin path; the CLI sits beside its entry point.
const DRIZZLE_KIT_BIN = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

/** Every file under `dir` (relative path -> content). */
function filesOf(dir: string): Map<string, string> {
  const names = fs.readdirSync(dir, { recursive: true }).map(String).sort();
  return new Map(
    names
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );
}

/**
 * `npm run db:generate -w api` into a copy of api/drizzle: the same drizzle-kit invocation (resolve hook, NODE_PATH),
 * with drizzle.config.ts's dialect and schema passed as flags because drizzle-kit takes no --out beside --config.
 */
function generateInto(outDir: string) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      './tools/resolve-drizzle-orm.mjs',
      DRIZZLE_KIT_BIN,
      'generate',
      `--dialect=${drizzleConfig.dialect}`,
      `--schema=${drizzleConfig.schema}`,
      // drizzle-kit prefixes the folder with './', so it has to be relative.
      `--out=${path.relative(API_DIR, outDir)}`,
    ],
    {
      cwd: API_DIR,
      env: { ...process.env, NODE_PATH: path.join(API_DIR, 'node_modules') },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // A schema change that could be a rename makes drizzle-kit ask a question, and it would wait for an answer.
      timeout: 20_000,
    },
  );
}

describe('migrations', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'guildhall-migrations-'));
  });
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('are in step with src/db/schema.ts (drizzle-kit generate has nothing to add)', () => {
    const copy = path.join(scratch, 'drizzle');
    fs.cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });

    const result = generateInto(copy);

    const output = `${result.stdout}\n${result.stderr}`;
    const added = [...filesOf(copy).keys()].filter((name) => !filesOf(MIGRATIONS_FOLDER).has(name));
    // drizzle-kit exits 0 even when it fails (a rename question without a terminal): only its own words count.
    const inStep = result.status === 0 && /No schema changes, nothing to migrate/.test(output) && added.length === 0;
    // A failure here means src/db/schema.ts changed without a migration: run `npm run db:generate` and commit it.
    expect({ inStep, added, output: inStep ? '' : output }).toEqual({ inStep: true, added: [], output: '' });
    expect(filesOf(copy)).toEqual(filesOf(MIGRATIONS_FOLDER));
  });
});
