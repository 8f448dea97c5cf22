module.exports = {
  ...require('../jest.preset').nodeProject(__dirname, 'scripts'),
  testMatch: ['<rootDir>/**/*.test.ts'],
};
