import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { imageMetadataIn } from '../../../src/modules/uploads/image-metadata';
import { multipartForm, SAMPLE_FILES } from '../../support/multipart';
import { uploadTestApp } from '../../support/upload-app';

/**
 * An EXIF block (TIFF, little-endian) as a phone writes it: IFD0 with Orientation 6 (turn 90° clockwise to view)
 * and a pointer to the GPS IFD, which holds GPSLatitudeRef 'N' and GPSLatitude 31° 15' 7".
 */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(92);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8); // IFD0: 2 entries
  tiff.writeUInt16LE(0x0112, 10); // Orientation, SHORT, 1, 6
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(6, 18);
  tiff.writeUInt16LE(0x8825, 22); // GPSInfo, LONG, 1, offset 38
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(38, 30);
  tiff.writeUInt32LE(0, 34);
  tiff.writeUInt16LE(2, 38); // GPS IFD: 2 entries
  tiff.writeUInt16LE(0x0001, 40); // GPSLatitudeRef, ASCII, 2, 'N'
  tiff.writeUInt16LE(2, 42);
  tiff.writeUInt32LE(2, 44);
  tiff.write('N\0', 48, 'latin1');
  tiff.writeUInt16LE(0x0002, 52); // GPSLatitude, RATIONAL, 3, offset 68
  tiff.writeUInt16LE(5, 54);
  tiff.writeUInt32LE(3, 56);
  tiff.writeUInt32LE(68, 60);
  tiff.writeUInt32LE(0, 64);
  [31, 1, 15, 1, 7, 1].forEach((value, index) => tiff.writeUInt32LE(value, 68 + 4 * index));
  return tiff;
}

const GPS = exifWithGps();
/** The latitude's rationals: present in any file that still carries the GPS IFD. */
const LATITUDE = GPS.subarray(68);

/** A 40 x 30 JPEG whose APP1 segment holds `exifWithGps()`, right after SOI (where cameras put it). */
async function jpegWithGps(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03030' } })
    .jpeg()
    .toBuffer();
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), GPS]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([plain.subarray(0, 2), header, payload, plain.subarray(2)]);
}

async function samples() {
  const jpeg = await jpegWithGps();
  return {
    jpeg,
    png: await sharp(jpeg).keepExif().png().toBuffer(),
    webp: await sharp(jpeg).keepExif().webp().toBuffer(),
  };
}

async function uploadApp() {
  const config = { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-exif-')), publicUrl: '/uploads' };
  return (await uploadTestApp(config)).app;
}

describe('image metadata on upload', () => {
  it('the samples carry the GPS position and the orientation (the test would prove nothing otherwise)', async () => {
    for (const [type, bytes] of Object.entries(await samples())) {
      const metadata = await sharp(bytes).metadata();
      expect([type, metadata.orientation, metadata.exif?.includes(LATITUDE)]).toEqual([type, 6, true]);
      expect(imageMetadataIn(bytes, `image/${type}`)).toBe('metadata');
    }
  });

  it('stores JPEG, PNG and WebP without EXIF (no GPS), turned upright by their orientation', async () => {
    const app = await uploadApp();
    for (const [type, bytes] of Object.entries(await samples())) {
      const form = multipartForm({}, [{ field: 'files', filename: `photo.${type}`, content: bytes }]);
      const response = await app.inject({ method: 'POST', url: '/upload', ...form });
      expect(response.statusCode).toBe(200);
      const [file] = response.json().files;
      expect(file.contentType).toBe(`image/${type}`);
      const stored = (await app.inject({ method: 'GET', url: file.url })).rawPayload;
      expect(file.bytes).toBe(stored.length);
      expect(stored.includes(LATITUDE)).toBe(false);
      expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      const metadata = await sharp(stored).metadata();
      expect({ type, exif: metadata.exif, width: metadata.width, height: metadata.height }).toEqual({
        type,
        exif: undefined,
        width: 30,
        height: 40,
      });
      expect(imageMetadataIn(stored, `image/${type}`)).toBe('clean');
    }
  });

  it('stores an image without metadata exactly as sent', async () => {
    const app = await uploadApp();
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const form = multipartForm({}, [{ field: 'files', filename: 'plain.jpg', content: plain }]);
    const [file] = (await app.inject({ method: 'POST', url: '/upload', ...form })).json().files;
    expect((await app.inject({ method: 'GET', url: file.url })).rawPayload.equals(plain)).toBe(true);
  });

  it('refuses an image with metadata that cannot be decoded', async () => {
    const app = await uploadApp();
    const jpeg = await jpegWithGps();
    const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(64, 0x55)]);
    const form = multipartForm({}, [{ field: 'files', filename: 'broken.jpg', content: broken }]);
    const response = await app.inject({ method: 'POST', url: '/upload', ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('"broken.jpg" could not be read as an image.');
  });

  it('answers 413 for an image with metadata over 64 megapixels, without decoding it', async () => {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(9000, 0); // 9000 x 9000 = 81 megapixels, RGB
    header.writeUInt32BE(9000, 4);
    header.set([8, 2], 8);
    const png = Buffer.concat([
      SAMPLE_FILES.png.subarray(0, 8),
      chunk('IHDR', header),
      chunk('tEXt', Buffer.from('Comment\0taken at home', 'latin1')),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const app = await uploadApp();
    const form = multipartForm({}, [{ field: 'files', filename: 'huge.png', content: png }]);
    const response = await app.inject({ method: 'POST', url: '/upload', ...form });
    expect([response.statusCode, response.json().message]).toEqual([
      413,
      '"huge.png" is too large: images may be at most 64 megapixels.',
    ]);
  });

  it('reads JPEG segments, PNG chunks and WebP chunks: an ICC profile or JFIF is not metadata, a comment is', () => {
    const segment = (marker: number, content: string) => {
      const header = Buffer.alloc(4);
      header.writeUInt16BE(0xff00 | marker, 0);
      header.writeUInt16BE(content.length + 2, 2);
      return Buffer.concat([header, Buffer.from(content, 'latin1')]);
    };
    const jpeg = (...segments: Buffer[]) =>
      Buffer.concat([Buffer.from([0xff, 0xd8]), ...segments, Buffer.from([0xff, 0xda, 0, 2, 0xff, 0xd9])]);
    expect(imageMetadataIn(jpeg(segment(0xe0, 'JFIF\0..'), segment(0xe2, 'ICC_PROFILE\0..')), 'image/jpeg')).toBe(
      'clean',
    );
    expect(imageMetadataIn(jpeg(segment(0xfe, 'shot at home')), 'image/jpeg')).toBe('metadata');
    expect(imageMetadataIn(jpeg(segment(0xe2, 'MPF\0 second image')), 'image/jpeg')).toBe('metadata');
    expect(imageMetadataIn(SAMPLE_FILES.png, 'image/png')).toBe('clean');
    expect(imageMetadataIn(SAMPLE_FILES.png, 'image/gif')).toBeUndefined();
  });
});
