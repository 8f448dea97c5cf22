// Stands in for the federation runtime's semver module (rspack.base.config.ts points runtime-core's imports of it
// here): its `satisfy` compiles a dozen regular expressions on every call, and every shared module the page loads
// asks it once per lookup with one of a handful of (version, range) pairs: ~180 ms of a 4x-throttled start-up
// (docs/choices.md, "Version skew"). The answers, remembered, are the same.
import { satisfy as satisfyUncached } from '../../node_modules/@module-federation/runtime-core/dist/utils/semver/index.js';

const answers = new Map<string, boolean>();

export function satisfy(version: string, range: string): boolean {
  const key = `${version} ${range}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = satisfyUncached(version, range);
    answers.set(key, answer);
  }
  return answer;
}
