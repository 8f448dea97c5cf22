const { nodeProject } = require('../jest.preset');

const { transform } = nodeProject(__dirname, 'api');
const [compileWithSwc] = Object.values(transform);

module.exports = nodeProject(__dirname, 'api', {
  // PGlite's CommonJS build loads node built-ins with import(), which jest's CommonJS sandbox cannot run:
  // swc compiles it to plain CommonJS.
  compileDependencies: [
    '@electric-sql/pglite',
    // file-type (upload sniffing) and its ES-module-only dependencies.
    'file-type',
    'strtok3',
    'token-types',
    'uint8array-extras',
    '@tokenizer/inflate',
    '@borewit/text-codec',
  ],
  transform: { ...transform, '@electric-sql/pglite/dist/.+\\.cjs$': compileWithSwc },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testEnvironment: '<rootDir>/test/support/worker-pglite-environment.js',
  setupFilesAfterEnv: ['<rootDir>/test/support/timeouts.ts'],
});
