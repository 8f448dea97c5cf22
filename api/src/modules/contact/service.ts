import type { ContactMessage, ContactRequest, contactListQuerySchema, Page } from '@guildhall/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contactRequests, type ContactRequestRow } from '../../db/schema';
import { HttpError } from '../../http';
import type { Account } from '../../principal';
import { guest, recordActivity } from '../activity/service';

type ListQuery = z.output<typeof contactListQuerySchema>;

export const CONTACT_NOT_FOUND = 'Contact request not found';

export function createContactService(db: Db) {
  return {
    async send(message: ContactMessage): Promise<ContactRequest> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(contactRequests)
          .values({
            name: message.name,
            lpuId: message.lpuID,
            email: message.email,
            phone: message.phone,
            subject: message.subject,
            message: message.message,
          })
          .returning();
        await recordActivity(tx, { actor: guest(message.name), kind: 'contact.sent' });
        return inserted!;
      });
      return toContactRequest(row);
    },

    /** Newest first, filtered by status and a search on name, e-mail or subject. */
    async list(query: ListQuery): Promise<Page<ContactRequest>> {
      const filters: (SQL | undefined)[] = [];
      if (query.status) filters.push(eq(contactRequests.status, query.status));
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
        filters.push(
          or(
            ilike(contactRequests.name, pattern),
            ilike(contactRequests.email, pattern),
            ilike(contactRequests.subject, pattern),
          ),
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactRequests)
          .where(where)
          .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(contactRequests).where(where),
      ]);
      return { docs: rows.map(toContactRequest), totalDocs: total!.value, page: query.page, limit: query.limit };
    },

    /** Marks a request resolved; resolving it again changes nothing (its first resolution time stays). */
    async resolve(admin: Account, id: string): Promise<ContactRequest> {
      const resolved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactRequests)
          .set({ status: 'resolved', resolvedAt: new Date() })
          .where(and(eq(contactRequests.id, id), eq(contactRequests.status, 'pending')))
          .returning();
        // Only the resolution itself is an action; resolving again changes nothing.
        if (row) await recordActivity(tx, { actor: admin, kind: 'contact.resolved', target: row.name });
        return row;
      });
      if (resolved) return toContactRequest(resolved);
      const [existing] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
      if (!existing) throw new HttpError(404, CONTACT_NOT_FOUND);
      if (existing.status === 'closed') throw new HttpError(409, 'This contact request is closed.');
      return toContactRequest(existing);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

function toContactRequest(row: ContactRequestRow): ContactRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    lpuID: row.lpuId,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
