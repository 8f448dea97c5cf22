import { HttpError } from '../../http';

/** Where a page ended: the last item's time and id (ties on time are ordered by id). */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque cursor for the page after `position`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt.getTime()}:${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split(':');
  const createdAt = new Date(Number(time));
  if (rest.length > 0 || !id || !UUID.test(id) || !/^\d+$/.test(time ?? '') || Number.isNaN(createdAt.getTime())) {
    throw new HttpError(400, 'Invalid cursor: pass the nextCursor of the previous page');
  }
  return { createdAt, id };
}

/** `limit + 1` rows were read: the page is the first `limit`, with a cursor when there was more. */
export function pageOf<Row extends CursorPosition>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
