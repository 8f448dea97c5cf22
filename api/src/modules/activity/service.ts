import {
  ACTIVITY_CURSOR_INVALID,
  type RecentActivityPage,
  type recentActivityQuerySchema,
  type Role,
} from '@guildhall/contracts';
import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';
import { HttpError } from '../../http';
import { activityAction, SESSION_KINDS, type ActivityKind } from './kinds';

/** Anything that can insert: the database, or a transaction so the entry exists exactly when the change does. */
type Executor = Pick<Db, 'insert'>;

/**
 * Who did something: a member or an admin (a signed-in principal, or an account row with its role), or a guest by
 * the name they gave (an application, a contact message, a ticket bought without an account).
 */
export type ActivityActor = { role: Role; row: { id: string; fullname: string } } | { role: 'guest'; name: string };

/** A guest actor: someone known only by the name on what they sent. */
export const guest = (name: string): ActivityActor => ({ role: 'guest', name });

export interface ActivityEntry {
  actor: ActivityActor;
  kind: ActivityKind;
  /** What it was done to, as the list shows it ('Asha Verma', an event's title); none for a sign-in. */
  target?: string;
}

/**
 * Writes one entry of the activity log (the dashboard's Recent Activity). Call it from every admin
 * and member action, inside the action's transaction when it has one.
 */
export async function recordActivity(executor: Executor, { actor, kind, target }: ActivityEntry): Promise<void> {
  await executor.insert(activityLog).values({
    actorType: actor.role,
    actorId: actor.role === 'guest' ? null : actor.row.id,
    actorName: actor.role === 'guest' ? actor.name : actor.row.fullname,
    kind,
    target: target ?? null,
  });
}

/**
 * The log, newest first, `limit` entries a page (ties on time by id, so no entry repeats or goes missing between
 * pages); `cursor` (the previous page's last id) continues after it; `sessions: 'exclude'` leaves sign-ins and
 * sign-outs out (the dashboard's list).
 */
export async function recentActivity(
  db: Db,
  { cursor, limit, sessions }: z.output<typeof recentActivityQuerySchema>,
): Promise<RecentActivityPage> {
  const filters: (SQL | undefined)[] = [];
  if (sessions === 'exclude') filters.push(notInArray(activityLog.kind, [...SESSION_KINDS]));
  if (cursor) {
    const [after] = await db.select({ id: activityLog.id }).from(activityLog).where(eq(activityLog.id, cursor));
    if (!after) throw new HttpError(400, ACTIVITY_CURSOR_INVALID);
    // Compared in the database: its timestamps keep microseconds, which a JavaScript Date would drop.
    filters.push(
      sql`(${activityLog.createdAt}, ${activityLog.id}) < (select ${activityLog.createdAt}, ${activityLog.id} from ${activityLog} where ${activityLog.id} = ${cursor})`,
    );
  }
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(...filters))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      user: row.actorName,
      action: activityAction(row.kind, row.target),
      target: row.target,
      time: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit ? page.at(-1)!.id : null,
  };
}
