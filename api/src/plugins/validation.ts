import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { HttpError } from '../http';

/**
 * Validates requests with the contracts' zod schemas and fails with the first issue worded for a person
 * ('LPU ID must be exactly 8 digits'), which the error handler answers as 400 `{ success: false, message }`.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, firstReadableMessage(result.error.issues, data)) };
  };

export function firstReadableMessage(issues: readonly $ZodIssue[], input: unknown): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // Every alternative failed: explain the one that came closest (fewest problems).
    const closest = issue.errors.reduce((best, candidate) => (candidate.length < best.length ? candidate : best));
    const prefixed = closest.map((nested) => ({ ...nested, path: [...issue.path, ...nested.path] }));
    return firstReadableMessage(prefixed, input);
  }
  // zod's own text for a missing field reads 'Invalid input: expected string, received undefined'.
  if (issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
    return `${fieldLabel(issue.path)} is required`;
  }
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'The request body must be a JSON object';
  return issue.message;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

// 'LpuId' -> 'LPU ID', 'fullName' -> 'Full name', 'items.0.name' -> 'Name'.
function fieldLabel(path: readonly PropertyKey[]): string {
  const key = String([...path].reverse().find((part) => typeof part === 'string') ?? 'value');
  if (/^lpu_?id$/i.test(key)) return 'LPU ID';
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
