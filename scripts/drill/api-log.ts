// The API's own account of its requests, read from its JSON log (Fastify's "incoming request" and "request
// completed" lines): which requests the server had begun at a given moment, and how each ended. A client's view
// alone cannot tell a request the server dropped from one still in the kernel's queue when the server stopped
// accepting.
import fs from 'node:fs';

export interface ServerRequest {
  id: string;
  url: string;
  receivedAt: number;
  completedAt?: number;
  status?: number;
}

/** The requests process `pid` logged, in the order it received them; empty when the log is not JSON lines. */
export function serverRequests(logFile: string, pid: number): ServerRequest[] {
  const requests = new Map<string, ServerRequest>();
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: {
      pid?: number;
      reqId?: string;
      msg?: string;
      time?: number;
      req?: { url?: string };
      res?: { statusCode?: number };
    };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.pid !== pid || !entry.reqId || !entry.time) continue;
    if (entry.msg === 'incoming request')
      requests.set(entry.reqId, { id: entry.reqId, url: entry.req?.url ?? '?', receivedAt: entry.time });
    else if (entry.msg === 'request completed') {
      const request = requests.get(entry.reqId);
      if (request) Object.assign(request, { completedAt: entry.time, status: entry.res?.statusCode });
    }
  }
  return [...requests.values()];
}
