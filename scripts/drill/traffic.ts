import http from 'node:http';

// Every HTTP call the drill's clients make, timed: what each got back (status, Retry-After, message) and how long it
// waited. "No answer" is an outcome too: a hang is cut at the client's own time-out and counted as such.

/** What a client got: an HTTP status, or a connection-level failure (status 0 with `failure`). */
export interface Answer {
  label: string;
  status: number;
  failure?: 'refused' | 'reset' | 'no answer';
  ms: number;
  /** When the call started and ended (Date.now()). */
  startedAt: number;
  endedAt: number;
  retryAfter: string | null;
  /** The instance that answered, as a proxy in front of several names it (UPSTREAM_HEADER); null without one. */
  upstream: string | null;
  message: string | null;
  data: unknown;
}

/**
 * The response header in which a proxy in front of several API instances names the one that answered (as nginx's
 * `add_header X-Upstream $upstream_addr` would).
 */
export const UPSTREAM_HEADER = 'x-upstream';

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The client gives up after this long (a hang). Default 30 s. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** A body sent as is (multipart), instead of JSON. */
  rawBody?: { bytes: Buffer; contentType: string };
  /** On a connection of its own, closed after the answer (fetch's pool reuses kept-alive ones). */
  freshConnection?: boolean;
  /** Over this agent instead of fetch's pool: a client of its own (e.g. bound to a loopback address of its own). */
  agent?: http.Agent;
}

const DEFAULT_TIMEOUT_MS = 30_000;

function failureOf(error: unknown): NonNullable<Answer['failure']> {
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer';
  const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
  return code === 'ECONNREFUSED' ? 'refused' : 'reset';
}

/** The API's answer body: `{ success, message, data }`. */
interface Envelope {
  message?: unknown;
  data?: unknown;
}

interface RawRequest {
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
  signal: AbortSignal;
}
interface RawResponse {
  status: number;
  retryAfter: string | null;
  upstream: string | null;
  text: string;
}

async function fetchText(url: string, request: RawRequest): Promise<RawResponse> {
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : request.body;
  const response = await fetch(url, { ...request, body });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    upstream: response.headers.get(UPSTREAM_HEADER),
    text: await response.text(),
  };
}

/** Over `agent`, or (false) on a connection of its own closed after the answer. */
function requestWithAgent(
  url: string,
  { method, headers, body, signal }: RawRequest,
  agent: http.Agent | false,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = agent ? headers : { ...headers, connection: 'close' };
    const request = http.request(url, { method, headers: sent, agent, signal });
    request.on('error', (error) =>
      reject(signal.aborted ? signal.reason : Object.assign(new Error(error.message), { cause: error })),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: (response.headers['retry-after'] as string | undefined) ?? null,
          upstream: (response.headers[UPSTREAM_HEADER] as string | undefined) ?? null,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.end(body);
  });
}

export const outcomeOf = (answer: Pick<Answer, 'status' | 'failure'>) => answer.failure ?? String(answer.status);

export class Traffic {
  readonly answers: Answer[] = [];
  /** Calls started and not answered yet. */
  readonly inFlight = new Set<{ label: string; startedAt: number }>();

  async call(label: string, method: string, url: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (options.rawBody) {
      headers['content-type'] = options.rawBody.contentType;
      body = options.rawBody.bytes;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const startedAt = Date.now();
    const ticket = { label, startedAt };
    this.inFlight.add(ticket);
    const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let answer: Answer;
    try {
      const request = { method, headers, body, signal };
      const response =
        options.agent || options.freshConnection
          ? await requestWithAgent(url, request, options.agent ?? false)
          : await fetchText(url, request);
      const text = response.text;
      let json: Envelope | null = null;
      try {
        json = JSON.parse(text) as Envelope;
      } catch {
        // Not JSON: no message to read.
      }
      answer = {
        label,
        status: response.status,
        ms: Date.now() - startedAt,
        startedAt,
        endedAt: Date.now(),
        retryAfter: response.retryAfter,
        upstream: response.upstream,
        message: typeof json?.message === 'string' ? json.message : null,
        data: json?.data ?? null,
      };
    } catch (error) {
      answer = {
        label,
        status: 0,
        failure: failureOf(error),
        ms: Date.now() - startedAt,
        startedAt,
        endedAt: Date.now(),
        retryAfter: null,
        upstream: null,
        message: (error as Error).message,
        data: null,
      };
    } finally {
      this.inFlight.delete(ticket);
    }
    this.answers.push(answer);
    return answer;
  }

  /** The answers whose call started in [from, to) (Date.now() values), optionally of some labels only. */
  between(from: number, to: number, labels?: readonly string[]): Answer[] {
    return this.answers.filter(
      (answer) => answer.startedAt >= from && answer.startedAt < to && (!labels || labels.includes(answer.label)),
    );
  }

  /** The longest any client waited, answer or not (ms). */
  slowestMs(answers: readonly Answer[] = this.answers): number {
    return answers.reduce((slowest, answer) => Math.max(slowest, answer.ms), 0);
  }

  /** "create-order 200 x180, 409 x20; verify 200 x150, reset x3" */
  summary(answers: readonly Answer[] = this.answers): string {
    const byLabel = new Map<string, Map<string, number>>();
    for (const answer of answers) {
      const outcomes = byLabel.get(answer.label) ?? new Map<string, number>();
      outcomes.set(outcomeOf(answer), (outcomes.get(outcomeOf(answer)) ?? 0) + 1);
      byLabel.set(answer.label, outcomes);
    }
    return [...byLabel]
      .map(([label, outcomes]) => {
        const total = [...outcomes.values()].reduce((sum, n) => sum + n, 0);
        const parts = [...outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, n]) => `${outcome} x${n}`);
        return `${label} ${total} (${parts.join(', ')})`;
      })
      .join('; ');
  }
}
