import { HttpError } from '../../http';

export const NO_ROOM_MESSAGE = 'The server has no room for this file right now. Please try again later.';
export const NOT_WRITABLE_MESSAGE = 'The server cannot save files right now. Please try again later.';

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
// ENOTDIR and ENOENT: the uploads folder was replaced or removed under the running server.
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'ENOENT']);

/**
 * A disk that is full (507) or an uploads folder the server may not write (503) as an answer the user can read,
 * keeping the system error as its cause for the log; undefined for any other failure (docs/choices.md, "Uploads").
 */
export function storageFailure(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return undefined;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (!code) return undefined;
  const answer = DISK_FULL.has(code)
    ? new HttpError(507, NO_ROOM_MESSAGE)
    : NOT_WRITABLE.has(code)
      ? new HttpError(503, NOT_WRITABLE_MESSAGE)
      : undefined;
  if (answer) answer.cause = error;
  return answer;
}
