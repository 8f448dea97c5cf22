// `npx jest` at the root runs every workspace's unit, component and API tests (e2e has its own runner).
module.exports = {
  // A global option (projects cannot set it): 2-core CI machines under load need more than jest's 5 s for a PGlite
  // database to open or a long form interaction to finish.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/shared-session',
    '<rootDir>/ui',
    '<rootDir>/shell',
    '<rootDir>/mf-public',
    '<rootDir>/mf-member',
    '<rootDir>/mf-admin',
    '<rootDir>/mf-tickets',
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
};
