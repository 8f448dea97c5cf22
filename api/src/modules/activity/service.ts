import { RECENT_ACTIVITY_LIMIT, type ActivityItem, type Role } from '@guildhall/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';
import { ACTIVITY_KINDS, type ActivityKind } from './kinds';

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

/** The newest entries, as the Recent Activity list shows them. */
export async function recentActivity(db: Db, limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityItem[]> {
  const rows = await db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    user: row.actorName,
    action: ACTIVITY_KINDS[row.kind as ActivityKind] ?? row.kind,
    target: row.target,
    time: row.createdAt.toISOString(),
  }));
}
