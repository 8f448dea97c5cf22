import fs from 'node:fs';

// Photos carry what the camera wrote: EXIF (where it was taken: GPS; when; the device), XMP, IPTC, comments. None of
// it is ours to publish, so an uploaded JPEG, PNG or WebP that carries any is re-encoded by sharp (libvips) before it
// is stored: turned upright by its EXIF orientation first (a phone photo would otherwise lie on its side), keeping
// its ICC colour profile and nothing else. An image without metadata is stored exactly as sent (no second lossy
// encoding). docs/choices.md, "Uploads".

/** Larger images are refused rather than decoded (a 5 MB file can unpack to gigabytes of pixels). */
export const MAX_IMAGE_PIXELS = 64_000_000;

export type MetadataCheck = 'clean' | 'metadata';

/** Segments of a JPEG that are not metadata: JFIF (APP0), Adobe's colour transform (APP14), the ICC profile (APP2). */
const JPEG_APP0 = 0xe0;
const JPEG_APP2 = 0xe2;
const JPEG_APP14 = 0xee;
const JPEG_COM = 0xfe;
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);
const WEBP_METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);
/** What a metadata reader looks for when the structure cannot be walked (a damaged file). */
const SIGNATURES = ['Exif\0\0', 'http://ns.adobe.com/xap/', '<x:xmpmeta', 'Photoshop 3.0\0'].map((text) =>
  Buffer.from(text, 'latin1'),
);

/** Whether the image's bytes carry metadata; undefined for a type this module does not clean (GIF, AVIF, video). */
export function imageMetadataIn(bytes: Buffer, type: string): MetadataCheck | undefined {
  const walk = WALKERS[type];
  if (!walk) return undefined;
  const found = walk(bytes);
  if (found === undefined) return SIGNATURES.some((signature) => bytes.includes(signature)) ? 'metadata' : 'clean';
  return found ? 'metadata' : 'clean';
}

/** true: a metadata segment or chunk; false: none; undefined: the structure could not be walked to its end. */
const WALKERS: Record<string, (bytes: Buffer) => boolean | undefined> = {
  'image/jpeg': (bytes) => {
    let at = 2; // after SOI
    while (at + 4 <= bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (marker === JPEG_SOS || marker === JPEG_EOI) return false;
      // Markers without a length: TEM, RST0-7.
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      }
      const length = bytes.readUInt16BE(at + 2);
      if (length < 2 || at + 2 + length > bytes.length) return undefined;
      const isApp = marker >= JPEG_APP0 && marker <= 0xef;
      const harmless =
        marker === JPEG_APP0 ||
        marker === JPEG_APP14 ||
        (marker === JPEG_APP2 && bytes.subarray(at + 4, at + 4 + ICC_PROFILE.length).equals(ICC_PROFILE));
      if (marker === JPEG_COM || (isApp && !harmless)) return true;
      at += 2 + length;
    }
    return undefined;
  },
  'image/png': (bytes) => {
    let at = 8; // after the signature
    while (at + 8 <= bytes.length) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      if (PNG_METADATA_CHUNKS.has(type)) return true;
      if (type === 'IEND') return false;
      at += 12 + length;
    }
    return undefined;
  },
  'image/webp': (bytes) => {
    const chunks = webpChunks(bytes);
    return chunks && chunks.some((chunk) => WEBP_METADATA_CHUNKS.has(chunk));
  },
};

/** The image could not be decoded, or has more pixels than MAX_IMAGE_PIXELS. */
export class UnreadableImageError extends Error {
  constructor(readonly reason: 'unreadable' | 'too-many-pixels') {
    super(reason);
  }
}

/**
 * Rewrites `file` (a JPEG, PNG or WebP) without its metadata when it has any; answers whether it did. Throws
 * UnreadableImageError when an image with metadata cannot be decoded.
 */
export async function stripImageMetadata(file: string, type: string): Promise<boolean> {
  const bytes = await fs.promises.readFile(file);
  if (imageMetadataIn(bytes, type) !== 'metadata') return false;
  // sharp loads libvips: only when an image needs it.
  const { default: sharp } = await import('sharp');
  const open = () => sharp(bytes, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  let cleaned: Buffer;
  try {
    const { isPalette } = await open().metadata();
    const upright = open().autoOrient().keepIccProfile();
    const encoded =
      type === 'image/jpeg'
        ? upright.jpeg({ quality: 90 })
        : type === 'image/png'
          ? upright.png({ palette: Boolean(isPalette) })
          : upright.webp({ quality: 90, lossless: isLosslessWebp(bytes) });
    cleaned = await encoded.toBuffer();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw Object.assign(new UnreadableImageError(tooLarge ? 'too-many-pixels' : 'unreadable'), { cause: error });
  }
  await fs.promises.writeFile(file, cleaned);
  return true;
}

/** A WebP whose image data is VP8L (lossless) stays lossless. */
function isLosslessWebp(bytes: Buffer): boolean {
  return webpChunks(bytes)?.includes('VP8L') ?? false;
}

/** The four-character codes of a WebP's chunks in order; undefined when they do not end where the file does. */
function webpChunks(bytes: Buffer): string[] | undefined {
  const chunks: string[] = [];
  let at = 12; // after RIFF, its size, WEBP
  while (at + 8 <= bytes.length) {
    chunks.push(bytes.toString('latin1', at, at + 4));
    const length = bytes.readUInt32LE(at + 4);
    at += 8 + length + (length % 2);
  }
  return at === bytes.length ? chunks : undefined;
}
