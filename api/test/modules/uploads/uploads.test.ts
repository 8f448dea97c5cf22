import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UNREADABLE_FORM_MESSAGE, type ReceiveOptions } from '../../../src/modules/uploads/service';
import { multipartForm, SAMPLE_FILES, type UploadPart } from '../../support/multipart';
import { uploadTestApp } from '../../support/upload-app';

/** The uploads plugin and service behind one test route, on a fresh folder. */
async function uploadApp(options: ReceiveOptions) {
  const config = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-')), publicUrl: '/uploads' };
  return { ...(await uploadTestApp(config, options)), config };
}

const send = (app: FastifyInstance, fields: Record<string, string>, files: UploadPart[]) =>
  app.inject({ method: 'POST', url: '/upload', ...multipartForm(fields, files) });

/** Every stored file under the uploads folder (not counting files still arriving). */
function storedFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => !name.startsWith('.incoming') && fs.statSync(path.join(dir, name)).isFile());
}

const image = (filename: string, content = SAMPLE_FILES.png): UploadPart => ({ field: 'files', filename, content });

describe('uploads on local disk', () => {
  it('stores images under random names with their sniffed type, and serves them as inert media', async () => {
    const { app, config } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    const response = await send(app, { content: 'Hello' }, [
      image('photo.png'),
      // The browser claims PNG; the bytes say JPEG: the bytes win.
      { field: 'files', filename: 'camera.png', content: SAMPLE_FILES.jpeg, contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const { fields, files } = response.json();
    expect(fields).toEqual({ content: 'Hello' });
    expect(files).toEqual([
      expect.objectContaining({
        kind: 'image',
        contentType: 'image/png',
        url: expect.stringMatching(/^\/uploads\/image\/[0-9a-f]{32}\.png$/),
      }),
      expect.objectContaining({ kind: 'image', contentType: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) }),
    ]);
    expect(storedFiles(config.dir)).toHaveLength(2);

    const served = await app.inject({ method: 'GET', url: files[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('refuses a file whose bytes are not an accepted type, whatever its name, and keeps nothing', async () => {
    const { app, config } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    const response = await send(app, {}, [
      image('ok.png'),
      { field: 'files', filename: 'evil.png', content: SAMPLE_FILES.html, contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '"evil.png" cannot be uploaded: only images (JPEG, PNG, GIF, WebP, AVIF) are accepted.',
    );
    expect(storedFiles(config.dir)).toEqual([]);
  });

  it('takes videos only where the form allows them', async () => {
    const video = { field: 'files', filename: 'clip.mp4', content: SAMPLE_FILES.mp4 };
    const imagesOnly = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    expect((await send(imagesOnly.app, {}, [video])).statusCode).toBe(400);
    const media = await uploadApp({ kinds: ['image', 'video'], maxFiles: 5 });
    const response = await send(media.app, {}, [video]);
    expect(response.json().files[0]).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
  });

  it('answers 413 for an image over 5 MB and removes the files already stored in that request', async () => {
    const { app, config } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    const big = Buffer.concat([SAMPLE_FILES.jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await send(app, {}, [image('first.png'), image('huge.jpg', big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('"huge.jpg" is too large: images may be at most 5 MB.');
    expect(storedFiles(config.dir)).toEqual([]);
  });

  it('ignores files beyond the maximum and empty file inputs', async () => {
    const { app, config } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    const seven = Array.from({ length: 7 }, (_, index) => image(`p${index}.png`));
    const response = await send(app, {}, [
      { field: 'files', filename: 'empty.png', content: Buffer.alloc(0) },
      ...seven,
    ]);
    expect(response.json().files).toHaveLength(5);
    expect(storedFiles(config.dir)).toHaveLength(5);
  });

  it('refuses a body that is not multipart', async () => {
    const { app } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { content: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send the form as multipart/form-data.');
  });

  it('answers 400 with a message for a multipart body cut short, garbage or without its boundary', async () => {
    const { app, config } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    const form = multipartForm({ content: 'Hello' }, [image('first.png'), image('second.png')]);
    const secondFile = form.payload.lastIndexOf(SAMPLE_FILES.png);
    const bodies = {
      'cut inside the second file': form.payload.subarray(0, secondFile + 10),
      'cut inside a part header': form.payload.subarray(0, 60),
      'without its closing boundary': form.payload.subarray(0, form.payload.length - 4),
      garbage: Buffer.from('this is not multipart data at all'),
    };
    for (const [name, payload] of Object.entries(bodies)) {
      const response = await app.inject({ method: 'POST', url: '/upload', payload, headers: form.headers });
      expect([name, response.statusCode, response.json()]).toEqual([
        name,
        400,
        { success: false, message: UNREADABLE_FORM_MESSAGE },
      ]);
    }
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: form.payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect([noBoundary.statusCode, noBoundary.json().message]).toEqual([400, UNREADABLE_FORM_MESSAGE]);
    expect(storedFiles(config.dir)).toEqual([]);
  });

  it('serves nothing but stored media (no incoming files, no other extensions, no way out of the folder)', async () => {
    const { app, config } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    fs.writeFileSync(path.join(config.dir, 'notes.html'), '<p>hi</p>');
    fs.writeFileSync(path.join(config.dir, '.incoming', 'partial.png'), SAMPLE_FILES.png);
    for (const url of ['/uploads/notes.html', '/uploads/.incoming/partial.png', '/uploads/../package.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('removes the stored files when the work that uses them fails', async () => {
    const { app, config, uploads } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    const { files } = (await send(app, {}, [image('a.png')])).json();
    await expect(
      uploads.using(files, async () => {
        throw new Error('the post could not be saved');
      }),
    ).rejects.toThrow('the post could not be saved');
    expect(storedFiles(config.dir)).toEqual([]);
  });
});

describe('removing a stored file by its URL', () => {
  it('removes files of ours and leaves any other address alone', async () => {
    const { app, config, uploads } = await uploadApp({ kinds: ['image'], maxFiles: 5 });
    const { files } = (await send(app, {}, [image('a.png'), image('b.png')])).json();

    await uploads.removeByUrl(files[0].url);
    await uploads.removeByUrl('/uploads/../config.json');
    await uploads.removeByUrl('https://example.org/uploads/image/x.png');
    await uploads.removeByUrl(null);

    expect(storedFiles(config.dir)).toEqual([files[1].key]);
  });
});
