/**
 * drizzle wraps driver errors and keeps the PostgreSQL error (node-postgres and PGlite alike) as `cause`.
 * Returns the violated constraint's name for a unique violation (SQLSTATE 23505), else undefined.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause;
  return cause?.code === '23505' ? (cause.constraint ?? '') : undefined;
}

/**
 * Whether the error is a foreign-key violation (SQLSTATE 23503; 23001 for an ON DELETE RESTRICT key): the row is
 * still referenced.
 */
export function foreignKeyViolation(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23503' || code === '23001';
}

/** Why the database could not serve a request: it is unreachable or overloaded (retry soon), or out of disk. */
export type DatabaseTrouble = 'unavailable' | 'disk-full';

// SQLSTATEs that mean "not now" rather than "wrong request": connection exceptions (class 08), the server shutting
// down or starting (57P01-57P03), a statement cancelled by its timeout (57014), too many connections (53300), out of
// memory (53200), a read-only replica or recovery (25006).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|57014|53300|53200|25006)$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
// node-postgres reports its own time-outs and lost connections by message only.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|not queryable|Connection ended/i;

/**
 * Whether an error (or one it wraps, as drizzle does) says the database is unavailable or full: such failures are
 * answered 503 or 507, never 500 (docs/choices.md, "Faults").
 */
export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return 'disk-full';
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return 'unavailable';
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return 'unavailable';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
