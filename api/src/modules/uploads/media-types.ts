import { UPLOAD_LIMITS } from '@guildhall/contracts';

export type MediaKind = 'image' | 'video';

interface MediaType {
  kind: MediaKind;
  extension: string;
}

/**
 * What may be uploaded, by the type sniffed from the file's bytes (never the name or the browser's claim). No SVG or
 * HTML: nothing a browser could run. The extension of a stored file comes from here, so it matches its content.
 */
export const MEDIA_TYPES: Readonly<Record<string, MediaType>> = {
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/png': { kind: 'image', extension: 'png' },
  'image/gif': { kind: 'image', extension: 'gif' },
  'image/webp': { kind: 'image', extension: 'webp' },
  'image/avif': { kind: 'image', extension: 'avif' },
  'video/mp4': { kind: 'video', extension: 'mp4' },
  'video/webm': { kind: 'video', extension: 'webm' },
  'video/quicktime': { kind: 'video', extension: 'mov' },
};

export const MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: UPLOAD_LIMITS.imageBytes,
  video: UPLOAD_LIMITS.videoBytes,
};

export const ACCEPTED_DESCRIPTION: Readonly<Record<MediaKind, string>> = {
  image: 'images (JPEG, PNG, GIF, WebP, AVIF)',
  video: 'videos (MP4, WebM, MOV)',
};

/** The content type to serve a stored file with, from its extension. */
export function contentTypeOfExtension(extension: string): string | undefined {
  return Object.entries(MEDIA_TYPES).find(([, type]) => type.extension === extension)?.[0];
}

/** Keys are random and never reused: a stored file never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** How the API serves a stored file: inert media (nosniff, a sandboxing CSP), never a page on our origin. */
export const INERT_MEDIA_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  'cache-control': IMMUTABLE_CACHE_CONTROL,
};
