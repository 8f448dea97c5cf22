// `npm run build`: production builds of the shell and all remotes. `--stale` builds only what changed.
import { buildFrontEnds } from './lib/build-front-ends';

const onlyStale = process.argv.includes('--stale');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const built = buildFrontEnds({ force: !onlyStale, only });
console.log(built.length ? `Built: ${built.join(', ')}` : 'Everything is up to date.');
