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
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    moduleNameMapper: { '\\.(png|svg|jpe?g|webp|ico)$': path.join(__dirname, 'jest.file-stub.js') },
  };
}

/**
 * ES-module-only packages that CommonJS dependencies require() (content-disposition, via @fastify/static): jest's
 * CommonJS sandbox cannot load them without --experimental-vm-modules, so swc compiles them like our code.
 */
const ESM_ONLY_DEPENDENCIES = ['content-disposition'];

/** Node code (api, contracts, scripts). `compileDependencies` adds more packages for swc to compile. */
function nodeProject(dir, displayName, { compileDependencies = [], ...extra } = {}) {
  const compiled = [...ESM_ONLY_DEPENDENCIES, ...compileDependencies].join('|');
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
