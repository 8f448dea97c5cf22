// `npx jest` at the root runs every workspace's unit, component and API tests (e2e has its own runner).
module.exports = {
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
