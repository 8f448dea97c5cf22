// Shared jest settings: every workspace's jest.config.js builds on one of these two presets.
const path = require('node:path');

const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** React apps and shared-session: jsdom + Testing Library. */
function webProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: swcTransform,
    setupFiles: [path.join(__dirname, 'jest.setup.web.js')],
    setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'jest.setup.web-after.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    moduleNameMapper: { '\\.(png|svg|jpe?g|webp|ico)$': path.join(__dirname, 'jest.file-stub.js') },
  };
}

/** Node code (api, contracts, scripts). `compileDependencies` adds more packages for swc to compile. */
function nodeProject(dir, displayName, { compileDependencies = [], ...extra } = {}) {
  const compiled = compileDependencies.join('|');
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'node',
    transform: swcTransform,
    transformIgnorePatterns: [`/node_modules/(?!(${compiled})/)`],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    ...extra,
  };
}

module.exports = { webProject, nodeProject };
