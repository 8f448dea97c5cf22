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
