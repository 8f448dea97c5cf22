// Browser journeys against the composed app (`npm start` on test ports, embedded database in a temp folder).
const { nodeProject } = require('../jest.preset');

module.exports = {
  ...nodeProject(__dirname, 'e2e'),
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
};
