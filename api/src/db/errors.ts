/**
 * drizzle wraps driver errors and keeps the PostgreSQL error (node-postgres and PGlite alike) as `cause`.
 * Returns the violated constraint's name for a unique violation (SQLSTATE 23505), else undefined.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause;
  return cause?.code === '23505' ? (cause.constraint ?? '') : undefined;
}
