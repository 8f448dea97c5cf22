// Event posters as the admin's page uploads them (PUT /api/events/:id/posters, multipart), with PNGs made up to a
// given size: the drills' uploads.
import { randomBytes } from 'node:crypto';
import type { Dependencies } from './stage';
import type { Answer } from './traffic';

export const UPLOAD = 'poster upload';

/** A PNG as the API sniffs it (signature, header, then an image-data chunk of random bytes) of `bytes` bytes. */
export function png(bytes: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(1, 8);
  header.writeUInt32BE(1, 12);
  header.set([8, 2, 0, 0, 0], 16);
  const dataLength = bytes - signature.length - header.length - 12;
  const data = Buffer.alloc(8);
  data.writeUInt32BE(dataLength, 0);
  data.write('IDAT', 4, 'latin1');
  return Buffer.concat([signature, header, data, randomBytes(dataLength), Buffer.alloc(4)]);
}

/** Where posters go: an API (or a proxy in front of several), the event, the clients' record. */
export type PosterTarget = Pick<Dependencies, 'eventId' | 'traffic'> & { api: { base: string } };

/** PUT /api/events/:id/posters: `keep` the posters named, then `image` (none: only the kept ones stay). */
export function uploadPoster(
  target: PosterTarget,
  token: string,
  keep: string[],
  image: Buffer | undefined,
  { freshConnection = false, timeoutMs = 30_000 } = {},
): Promise<Answer> {
  const boundary = `drill${randomBytes(8).toString('hex')}`;
  const layout = JSON.stringify([...keep.map((id) => ({ keep: id })), ...(image ? [{ upload: 0 }] : [])]);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="layout"\r\n\r\n${layout}\r\n`),
    ...(image
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="posters"; filename="drill.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          image,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return target.traffic.call(UPLOAD, 'PUT', `${target.api.base}/api/events/${target.eventId}/posters`, {
    token,
    rawBody: { bytes: body, contentType: `multipart/form-data; boundary=${boundary}` },
    timeoutMs,
    freshConnection,
  });
}
