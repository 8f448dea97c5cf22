import { z } from 'zod';
import { PAGE_SIZE } from './limits';

// Every API answer has this envelope: `{ success, message, data }`, errors `{ success: false, message, errors? }`.

/** One field's problem: `path` is the field's path joined with '.' ('email', 'items.0.name'; '' for the body). */
export const fieldErrorSchema = z.object({ path: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Validation (400) and conflicts on a field (409): every problem, in order; `message` is the first one's. */
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}
export type ApiSuccess<T> = { success: true; message: string; data: T };

/** The paged list envelope of every list call (docs/interfaces.md, "API"). */
export function pageSchema<T extends z.ZodType>(doc: T) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export type Page<T> = { docs: T[]; totalDocs: number; page: number; limit: number };

/** A list call's `page` (from 1) and `limit` (PAGE_SIZE: default 20, at most 100) query parameters. */
export const pageQueryFields = {
  page: z.coerce.number('Page must be a number').int().min(1, 'Page must be at least 1').default(1),
  limit: z.coerce
    .number('Limit must be a number')
    .int()
    .min(1, 'Limit must be at least 1')
    .max(PAGE_SIZE.max, `Limit cannot exceed ${PAGE_SIZE.max}`)
    .default(PAGE_SIZE.default),
};
