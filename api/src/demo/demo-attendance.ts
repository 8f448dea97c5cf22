import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, tickets } from '../db/schema';
import { clubInstant } from '../modules/events/club-time';
import { newQrSecret, newTicketCode } from '../modules/tickets/service';
import { DEMO_LEADERS } from './demo-people';

/** The past event whose door record the demo holds, so its certificates can be issued (docs/choices.md). */
export const DEMO_ATTENDED_EVENT = 'Freshers Bash';

interface DemoAccounts {
  admin: { fullname: string };
  member: { fullname: string; email: string; lpuId: string };
}

/**
 * The past event's door record: tickets admitted half an hour after its start, as the desk would have issued them,
 * for the demo member (their profile then lists the certificate) and three leaders.
 */
export async function seedDemoAttendance(db: Db, { admin, member }: DemoAccounts): Promise<void> {
  const [event] = await db
    .select({ id: events.id, date: events.date, time: events.time })
    .from(events)
    .where(and(eq(events.title, DEMO_ATTENDED_EVENT), eq(events.status, 'completed')));
  if (!event) return;
  const admittedAt = new Date(clubInstant(event.date, event.time).getTime() + 30 * 60_000);
  const attendees = [
    { fullName: member.fullname, email: member.email, lpuId: member.lpuId },
    ...DEMO_LEADERS.slice(0, 3).map((leader) => ({
      fullName: leader.fullname,
      email: `${leader.fullname.toLowerCase().replaceAll(' ', '.')}@guildhall.test`,
      lpuId: leader.lpuId,
    })),
  ];
  await db.insert(tickets).values(
    attendees.map((attendee) => ({
      ...attendee,
      eventId: event.id,
      code: newTicketCode(),
      qrSecret: newQrSecret(),
      isUsed: true,
      usedAt: admittedAt,
      checkedInBy: admin.fullname,
      createdAt: new Date(admittedAt.getTime() - 7 * 86_400_000),
    })),
  );
}
