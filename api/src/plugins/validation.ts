import type { FieldError } from '@guildhall/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { HttpError } from '../http';

/**
 * Validates requests with the contracts' zod schemas, whose messages are written for people ('LPU ID must be
 * exactly 8 digits'). A failure answers 400 with every problem as a field error and the first one as `message`.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    return result.success ? { value: result.data } : { error: validationError(result.error.issues) };
  };

function validationError(issues: readonly $ZodIssue[]): HttpError {
  const errors = fieldErrors(issues);
  return new HttpError(400, errors[0]?.msg ?? 'Invalid request', errors);
}

/** zod issues as `{ path: 'a.b', msg }`. A union that failed in every alternative explains the closest one. */
export function fieldErrors(issues: readonly $ZodIssue[], prefix: readonly PropertyKey[] = []): FieldError[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // The alternative with the fewest problems is the one the caller meant (an e-mail login, not an LPU ID one).
      const closest = issue.errors.reduce((best, candidate) => (candidate.length < best.length ? candidate : best));
      return fieldErrors(closest, path);
    }
    return [{ path: path.map(String).join('.'), msg: issue.message }];
  });
}

/** Parses what a route reads itself (multipart fields) as the validator would: 400 with every problem. */
export function parseOrThrow<T extends $ZodType>(schema: T, data: unknown): output<T> {
  const result = safeParse(schema, data);
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}
