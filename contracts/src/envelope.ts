import { z } from 'zod';

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

/** The paged list envelope of every list call (architecture.md section 3). */
export function pageSchema<T extends z.ZodType>(doc: T) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export type Page<T> = { docs: T[]; totalDocs: number; page: number; limit: number };
