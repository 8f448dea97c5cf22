/**
 * drizzle wraps driver errors and keeps the PostgreSQL error (node-postgres and PGlite alike) as `cause`.
 * Returns the violated constraint's name for a unique violation (SQLSTATE 23505), else undefined.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause;
  return cause?.code === '23505' ? (cause.constraint ?? '') : undefined;
}

/** Whether the error is a foreign-key violation (SQLSTATE 23503): the row is still referenced. */
export function foreignKeyViolation(error: unknown): boolean {
  return (error as { cause?: { code?: string } } | null)?.cause?.code === '23503';
}
