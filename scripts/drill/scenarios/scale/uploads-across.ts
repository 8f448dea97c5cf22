// An event poster uploaded through instance a is read through b (b's event page names it, its URL serves the same
// bytes) and through the proxy; deleted through b, it is gone through both.
import { createHash } from 'node:crypto';
import { png, uploadPoster } from '../../posters';
import type { Instance } from '../../two-instances';
import type { ScaleStep } from './step';

const READS_THROUGH_PROXY = 10;

interface Read {
  via: string;
  status: number | string;
  sameBytes: boolean;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The event's poster URLs as the API at `base` shows them. */
async function posterUrls({ stage }: ScaleStep, base: string): Promise<string[]> {
  const answer = await stage.traffic.call('event page', 'GET', `${base}/api/events/by-id/${stage.eventId}`);
  return ((answer.data as { posters?: Array<{ url: string }> } | null)?.posters ?? []).map((poster) => poster.url);
}

/** Reads `url` as a browser on the page at `base` would (a relative URL is on the same origin). */
async function readFile(url: string, base: string, via: string, digest: string): Promise<Read> {
  try {
    const response = await fetch(new URL(url, base), { signal: AbortSignal.timeout(10_000) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { via, status: response.status, sameBytes: response.ok && sha256(bytes) === digest };
  } catch (error) {
    return { via, status: (error as Error).message, sameBytes: false };
  }
}

const describeReads = (reads: readonly Read[]) =>
  reads.map((read) => `${read.via} ${read.status}${read.sameBytes ? ' (same bytes)' : ''}`).join(', ');

export async function uploadsAcross(step: ScaleStep, token: string): Promise<void> {
  const { stage, findings, say } = step;
  const [a, b] = stage.instances;
  const image = png(200 * 1024);
  const digest = sha256(image);
  say('a poster uploaded through a, read through b and the proxy, deleted through b');
  const written = await uploadPoster({ ...stage, api: a.api }, token, [], image);
  const url = ((written.data as { posters?: Array<{ url: string }> } | null)?.posters ?? [])[0]?.url;
  if (written.status !== 200 || !url) {
    findings.check('a poster uploaded through a', false, `answered ${written.failure ?? written.status}`);
    return;
  }
  const readThrough = async (instance: Instance): Promise<Read> => {
    const urls = await posterUrls(step, instance.api.base);
    if (!urls.includes(url)) return { via: instance.name, status: 'not on its event page', sameBytes: false };
    return readFile(url, instance.api.base, instance.name, digest);
  };
  const reads = [await readThrough(b), await readThrough(a)];
  for (let n = 0; n < READS_THROUGH_PROXY; n++) reads.push(await readFile(url, stage.api.base, 'proxy', digest));
  const readable = reads.every((read) => read.sameBytes);

  const removed = await uploadPoster({ ...stage, api: b.api }, token, [], undefined);
  const after = [
    await readFile(url, b.api.base, 'b', digest),
    await readFile(url, a.api.base, 'a', digest),
    ...(await Promise.all([1, 2, 3, 4].map(() => readFile(url, stage.api.base, 'proxy', digest)))),
  ];
  const gone = removed.status === 200 && after.every((read) => read.status === 404);
  const writtenDetail = `${url}: ${describeReads(reads)}`;
  const goneDetail = `delete through b answered ${removed.failure ?? removed.status}; then ${describeReads(after)}`;
  findings.check('an upload written through a is read through b and the proxy', readable, writtenDetail);
  findings.check('deleted through b, it is gone through both', gone, goneDetail);
}
