import { types } from 'node:util';
import type { FastifyServerOptions } from 'fastify';

// drizzle's DrizzleQueryError reads 'Failed query: <sql>\nparams: <values>' and keeps the values in `params`; the
// database error it wraps quotes values in its message ('invalid input syntax for type integer: "<value>"') and
// in `detail` ('Key (email)=(...) already exists'). Logs get none of them: the values are passwords, hashes and
// personal data. The SQL text (placeholders only), the SQLSTATE and the schema names are enough to debug.
const PARAMS_MARKER = '\nparams: ';
/** Keys of an error (and of its causes) that are logged; anything else (params, detail, where, ...) is not. */
const LOGGED_KEYS = [
  'code',
  'statusCode',
  'query',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
] as const;
const MAX_CAUSES = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

/**
 * The `err` serializer of the API's logger: an error's type, message, stack and a few plain keys, and the same of
 * its causes, but no query parameters and no row data.
 */
export function serializeError(error: Error, depth = 0): LoggedError {
  const message = isDatabaseError(error)
    ? `database error ${error.code} (its message may quote values: not logged)`
    : withoutParams(error.message);
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    // The stack starts with the message as it was when the error was made.
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const key of LOGGED_KEYS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = value;
  }
  // isNativeError, not instanceof: a driver's error may come from another realm (a worker, a vm context).
  if (types.isNativeError(error.cause) && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A PostgreSQL error as node-postgres and PGlite report it: a SQLSTATE and a severity. */
function isDatabaseError(error: Error): error is Error & { code: string } {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

function withoutParams(message: string): string {
  const marker = message.indexOf(PARAMS_MARKER);
  return marker === -1 ? message : message.slice(0, marker);
}

/** Fastify's `logger` option with our error serializer added (false stays false). */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: (error) => serializeError(error) } };
}
