import type { ApplicationList, ApplicationRecord, applicationListQuerySchema } from '@guildhall/contracts';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { applications, type ApplicationRow } from '../../db/schema';
import { HttpError } from '../../http';
import { toApplicationRecord } from './service';

export const APPLICATION_NOT_FOUND = 'Application not found';

/** The admin panel's reads and changes of membership applications. */
export function createApplicationAdminService(db: Db) {
  /** The one row a read or a change touched; none means the application does not exist. */
  function theOne([row]: ApplicationRow[]): ApplicationRecord {
    if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
    return toApplicationRecord(row);
  }

  return {
    async list(query: z.output<typeof applicationListQuerySchema>): Promise<ApplicationList> {
      const filters: (SQL | undefined)[] = [];
      if (query.status) filters.push(eq(applications.status, query.status));
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          or(
            ilike(applications.fullName, pattern),
            ilike(applications.email, pattern),
            ilike(applications.position, pattern),
          ),
        );
      }
      const order = query.sort === 'oldest' ? asc : desc;
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(applications)
          .where(and(...filters))
          .orderBy(order(applications.createdAt), order(applications.id)),
        db
          .select({
            total: count(),
            unseen: sql<number>`count(*) filter (where not ${applications.seen})`.mapWith(Number),
            pending: sql<number>`count(*) filter (where ${applications.status} = 'pending')`.mapWith(Number),
          })
          .from(applications),
      ]);
      return { docs: rows.map(toApplicationRecord), totalDocs: rows.length, counts: counts! };
    },

    async byId(id: string): Promise<ApplicationRecord> {
      return theOne(await db.select().from(applications).where(eq(applications.id, id)));
    },

    async setStatus(id: string, status: 'approved' | 'rejected'): Promise<ApplicationRecord> {
      return theOne(await db.update(applications).set({ status }).where(eq(applications.id, id)).returning());
    },

    async markSeen(id: string): Promise<ApplicationRecord> {
      return theOne(await db.update(applications).set({ seen: true }).where(eq(applications.id, id)).returning());
    },

    async remove(id: string): Promise<void> {
      theOne(await db.delete(applications).where(eq(applications.id, id)).returning());
    },
  };
}

export type ApplicationAdminService = ReturnType<typeof createApplicationAdminService>;
