// `npm run dev`: the API with reload on change, and every front-end app on its rspack dev server with hot reload,
// on the same ports `npm start` uses. Ctrl-C stops them all.
import { spawn, type ChildProcess } from 'node:child_process';
import { FRONT_END_APPS, portOf } from './lib/apps';
import { REPO_ROOT } from './lib/build-front-ends';

const apiPort = process.env.API_PORT ?? '3000';
const children: ChildProcess[] = [];

function run(label: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn('npm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

run('api', ['run', 'dev', '-w', 'api'], { API_PORT: apiPort });
for (const app of FRONT_END_APPS) {
  run(app.workspace, ['run', 'dev', '-w', app.workspace], {
    NODE_ENV: 'development',
    API_DEV_TARGET: `http://localhost:${apiPort}`,
    [app.portEnv]: String(portOf(app)),
  });
}
console.log(`Guildhall dev: http://localhost:${portOf(FRONT_END_APPS[0]!)} (API on ${apiPort})`);

const stopAll = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
