import { z } from 'zod';
import { CONTACT_STATUSES } from './enums';
import {
  emailSchema,
  lpuIdSchema,
  nameField,
  phoneField,
  requestBody,
  requiredTextField,
  searchQueryField,
} from './fields';
import { PAGE_SIZE } from './limits';

/** POST /api/contact/send: the contact page's form; all six fields required. */
export const contactMessageSchema = requestBody({
  name: nameField('Full name', 100),
  lpuID: lpuIdSchema,
  email: emailSchema,
  phone: phoneField(),
  subject: nameField('Subject', 200),
  message: requiredTextField('Message', 5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageForm = z.input<typeof contactMessageSchema>;

/** A stored contact request, as admins read it. */
export const contactRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lpuID: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** ISO 8601 date-times. */
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** GET /api/contact/getall: newest first. */
export const contactListQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES, 'Status must be pending, resolved or closed').optional(),
  /** Case-insensitive match on the name, e-mail or subject (the admin panel's search). */
  search: searchQueryField(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.max),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

export const contactIdParamsSchema = z.object({ id: z.uuid('Invalid contact request id') });
