// Jest runs CommonJS: the runtime's semver module is read from its CommonJS build, the same code.
jest.mock('../../node_modules/@module-federation/runtime-core/dist/utils/semver/index.js', () =>
  jest.requireActual('../../node_modules/@module-federation/runtime-core/dist/utils/semver/index.cjs'),
);
import { satisfy as satisfyUncached } from '../../node_modules/@module-federation/runtime-core/dist/utils/semver/index.js';
import { satisfy } from './memoized-semver';

it("answers as the runtime's own check, asked once or again", () => {
  const pairs: [string, string][] = [
    ['19.3.1', '^19.0.0'],
    ['19.3.1', '^20.0.0'],
    ['0.1.0', '^0.1.0'],
    ['0.2.0', '^0.1.0'],
    ['9.5.0', '<=9.5.0'],
  ];
  const answers = pairs.map(([version, range]) => satisfyUncached(version, range));
  expect(answers).toEqual([true, false, true, false, true]);
  for (const round of [1, 2])
    expect([round, pairs.map(([version, range]) => satisfy(version, range))]).toEqual([round, answers]);
});
