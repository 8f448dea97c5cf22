// The API suites' jest environment: Node's, plus one embedded database (PGlite) per jest worker that the worker's
// test files take turns on. Opening a PGlite from the migrated template costs ~0.8 s of CPU, once per test file;
// emptying its tables between files (api/test/support/databases.ts) costs milliseconds. A file that needs a second
// database while it holds this one gets a PGlite of its own. Plain CommonJS: it runs in the worker itself, outside
// the test files' sandboxes, so the database outlives each file.
const { TestEnvironment } = require('jest-environment-node');
const { PGlite } = require('@electric-sql/pglite');

// The test files' values come from their sandbox, another JavaScript realm: PGlite's own date serializer asks
// `value instanceof Date` of this realm and refuses theirs. These accept a Date of any realm and otherwise do as
// PGlite's (strings as they are, numbers as epoch milliseconds, +-Infinity as 'infinity').
const isDate = (value) => Object.prototype.toString.call(value) === '[object Date]';
function serializeDate(value) {
  if (typeof value === 'string') return value;
  if (value === Infinity) return 'infinity';
  if (value === -Infinity) return '-infinity';
  if (typeof value === 'number') return new Date(value).toISOString();
  if (isDate(value)) return value.toISOString();
  throw new Error('Invalid input for date type');
}
const DATE_TYPES = [1082, 1114, 1184]; // date, timestamp, timestamptz
const serializers = Object.fromEntries(DATE_TYPES.map((oid) => [oid, serializeDate]));

let client; // Promise<PGlite>, made on the first lease
let leased = false;

/** `template()` gives the migrated data directory (a Blob); read only the first time. */
async function lease(template) {
  if (leased) return null;
  leased = true;
  try {
    client ??= PGlite.create({ loadDataDir: await template(), serializers });
    return { client: await client, release: () => (leased = false) };
  } catch (error) {
    client = undefined;
    leased = false;
    throw error;
  }
}

module.exports = class WorkerPgliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__guildhallWorkerPglite = { lease };
  }
};
