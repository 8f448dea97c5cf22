// Runs a system command with a deadline. Resolves on the process's exit, not on its pipes closing: `pg_ctl start`
// leaves a server running that must not keep the drill waiting.
import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  output: string;
}

export function runCommand(command: string, args: string[], timeoutMs: number): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')}: still running after ${timeoutMs / 1000} s (killed)`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      child.stdout.destroy();
      child.stderr.destroy();
      resolve({ code, output: output.trim() });
    });
  });
}

/** Like runCommand, but a non-zero exit is an error that quotes the command's output. */
export async function mustRun(command: string, args: string[], timeoutMs: number): Promise<string> {
  const { code, output } = await runCommand(command, args, timeoutMs);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${code}: ${output.slice(-800)}`);
  return output;
}
