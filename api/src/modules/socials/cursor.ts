import { HttpError } from '../../http';

/** Where a page ended: the last item's time and id (ties on time are ordered by id). */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The last instant a cursor may name (9999-12-31T23:59:59.999Z): a later one is written '+010000-...' in ISO 8601,
 * which PostgreSQL cannot read as a timestamp (a forged cursor answered 500).
 */
const LATEST_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** An opaque cursor for the page after `position`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt.getTime()}:${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split(':');
  const createdAt = new Date(Number(time));
  const valid =
    rest.length === 0 &&
    id !== undefined &&
    UUID.test(id) &&
    /^\d+$/.test(time ?? '') &&
    createdAt.getTime() <= LATEST_CURSOR_TIME;
  if (!valid) {
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
