import { Writable } from 'node:stream';

/** A stream for the app's logger that keeps every line it writes (pino writes one JSON object per line). */
export function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
