import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http';
import { MAX_IMAGE_PIXELS, stripImageMetadata, UnreadableImageError } from './image-metadata';
import { ACCEPTED_DESCRIPTION, MAX_BYTES, MEDIA_TYPES, type MediaKind } from './media-types';
import { newStorageKey, type FileStorage } from './file-storage';
import { storageFailure } from './storage-errors';

export interface StoredFile {
  /** Storage key: keep it to remove the file later. */
  key: string;
  url: string;
  kind: MediaKind;
  contentType: string;
  bytes: number;
}

export interface ReceiveOptions {
  /** What this form accepts. */
  kinds: readonly MediaKind[];
  /** Files beyond this many are ignored (the feed's 'extra files beyond 5 are silently ignored'). */
  maxFiles: number;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: StoredFile[];
}

const SNIFF_BYTES = 4100;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const UNREADABLE_FORM_MESSAGE =
  'The upload could not be read: the form data was cut short or malformed. Please try again.';

/**
 * A failure of the request's multipart body itself (cut short, garbage, no boundary: busboy's plain errors) as a
 * 400 the user can read; anything with a status (the multipart plugin's own limits) or a system error code (the disk)
 * is left as it is.
 */
function unreadableForm(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const { statusCode, code } = error as Error & { statusCode?: number; code?: string };
  return statusCode === undefined && code === undefined ? new HttpError(400, UNREADABLE_FORM_MESSAGE) : error;
}

export function createUploadService(storage: FileStorage) {
  const removeAll = (files: readonly StoredFile[]) =>
    Promise.allSettled(files.map((file) => storage.remove(file.key))).then(() => undefined);

  /** Sniffs a complete temporary file and moves it into storage; null for an empty file. */
  async function keep(tempFile: string, name: string, kinds: readonly MediaKind[]): Promise<StoredFile | null> {
    let bytes = (await fs.promises.stat(tempFile)).size;
    if (bytes === 0) return null;
    const type = await sniff(tempFile);
    const media = type ? MEDIA_TYPES[type] : undefined;
    if (!type || !media || !kinds.includes(media.kind)) {
      const accepted = kinds.map((kind) => ACCEPTED_DESCRIPTION[kind]).join(' and ');
      throw new HttpError(400, `"${name}" cannot be uploaded: only ${accepted} are accepted.`);
    }
    if (bytes > MAX_BYTES[media.kind]) {
      throw new HttpError(
        413,
        `"${name}" is too large: ${media.kind}s may be at most ${megabytes(MAX_BYTES[media.kind])}.`,
      );
    }
    if (media.kind === 'image' && (await withoutMetadata(tempFile, type, name)))
      bytes = (await fs.promises.stat(tempFile)).size;
    const key = newStorageKey(media.kind, media.extension);
    const url = await storage.store(key, tempFile, type);
    return { key, url, kind: media.kind, contentType: type, bytes };
  }

  async function receivePart(part: MultipartFile, kinds: readonly MediaKind[]): Promise<StoredFile | null> {
    const tempFile = path.join(storage.incomingDir, randomBytes(12).toString('hex'));
    try {
      try {
        await pipeline(part.file, fs.createWriteStream(tempFile));
      } catch (error) {
        throw storageFailure(error) ?? unreadableForm(error);
      }
      return await keep(tempFile, part.filename, kinds);
    } catch (error) {
      throw storageFailure(error) ?? error;
    } finally {
      await removeTempFile(tempFile);
    }
  }

  return {
    /**
     * Reads a multipart form: text fields, and files stored as they arrive. All or nothing: when anything fails,
     * the files already stored are removed before the error goes on.
     */
    async receive(request: FastifyRequest, { kinds, maxFiles }: ReceiveOptions): Promise<ReceivedForm> {
      if (!request.isMultipart()) throw new HttpError(400, 'Send the form as multipart/form-data.');
      const form: ReceivedForm = { fields: {}, files: [] };
      const parts = request.parts();
      try {
        for (;;) {
          const next = await parts.next().catch((error: unknown) => {
            throw unreadableForm(error);
          });
          if (next.done) break;
          const part = next.value;
          if (part.type === 'field') {
            if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
          } else if (form.files.length >= maxFiles || !part.filename) {
            part.file.resume();
          } else {
            const stored = await receivePart(part, kinds);
            if (stored) form.files.push(stored);
          }
        }
      } catch (error) {
        // As a for-await loop would: the multipart reader ends (a failure here changes nothing).
        await Promise.resolve(parts.return?.(undefined)).catch(() => undefined);
        await removeAll(form.files);
        // A full disk or a read-only folder needs an operator: the user's answer says little, the log says why.
        if (error instanceof HttpError && error.cause)
          request.log.error({ err: error.cause }, 'could not store an upload');
        throw error;
      }
      return form;
    },

    /** Stores a file from disk (demo data), with the same checks as an upload. */
    async storeCopyOf(sourceFile: string, kinds: readonly MediaKind[]): Promise<StoredFile> {
      const tempFile = path.join(storage.incomingDir, randomBytes(12).toString('hex'));
      await fs.promises.copyFile(sourceFile, tempFile);
      try {
        const stored = await keep(tempFile, path.basename(sourceFile), kinds);
        if (!stored) throw new Error(`${sourceFile} is empty`);
        return stored;
      } finally {
        await removeTempFile(tempFile);
      }
    },

    /** Removes stored files (best effort for each: one failure does not keep the others). */
    remove: (keys: readonly string[]) =>
      Promise.allSettled(keys.map((key) => storage.remove(key))).then(() => undefined),

    /** Removes a stored file by the URL it was served at (best effort); an address not of ours is left alone. */
    async removeByUrl(url: string | null): Promise<void> {
      const key = url ? storage.keyOf(url) : undefined;
      if (key) await Promise.allSettled([storage.remove(key)]);
    },

    /** Runs `work` with files already stored; if it fails, the files are removed, so no orphan is left. */
    async using<T>(files: readonly StoredFile[], work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        await removeAll(files);
        throw error;
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

/** Strips the image's metadata in place (image-metadata.ts); whether the file changed. */
async function withoutMetadata(tempFile: string, type: string, name: string): Promise<boolean> {
  try {
    return await stripImageMetadata(tempFile, type);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    if (error.reason === 'too-many-pixels')
      throw new HttpError(
        413,
        `"${name}" is too large: images may be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      );
    throw new HttpError(400, `"${name}" could not be read as an image.`);
  }
}

/** Never throws: a clean-up failing (the folder gone) must not hide the error that matters. */
async function removeTempFile(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true }).catch(() => undefined);
}

async function sniff(file: string): Promise<string | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const header = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(header, 0, SNIFF_BYTES, 0);
    // file-type is ESM-only: loaded on the first upload. Its core entry: sniffing a buffer needs no Node streams.
    const { fileTypeFromBuffer } = await import('file-type/core');
    return (await fileTypeFromBuffer(header.subarray(0, bytesRead)))?.mime;
  } finally {
    await handle.close();
  }
}
