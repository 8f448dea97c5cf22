const { nodeProject } = require('../jest.preset');

const { transform } = nodeProject(__dirname, 'api');
const [compileWithSwc] = Object.values(transform);

module.exports = nodeProject(__dirname, 'api', {
  // Jest's CommonJS sandbox can neither import() (PGlite's CommonJS build loads node built-ins that way) nor
  // require() an ES module (content-disposition, used by @fastify/static) without --experimental-vm-modules:
  // swc compiles both to plain CommonJS.
  transform: { ...transform, '@electric-sql/pglite/dist/.+\\.cjs$': compileWithSwc },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|content-disposition)/)'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  // Each test file starts its own database and Fastify instance.
  testTimeout: 30_000,
});
