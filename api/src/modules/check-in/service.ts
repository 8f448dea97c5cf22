import { createHash } from 'node:crypto';
import {
  CHECK_IN_CLOCK_SKEW_MS,
  CHECK_IN_SEARCH_LIMIT,
  type CheckInList,
  type CheckInResult,
  type DoorCounts,
  type DoorEvent,
  type DoorSearchHit,
  type DoorStaff,
  type QueuedCheckIn,
  type RedeemRequest,
  type SyncOutcome,
  type Verdict,
  orderDoorEvents,
} from '@guildhall/contracts';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { admins, checkInGrants, checkInSyncs, events, members, sessions, tickets } from '../../db/schema';
import { HttpError } from '../../http';
import type { Principal, TokenSession } from '../../principal';
import { recordActivity } from '../activity/service';
import { isActiveSession, SESSION_ENDED } from '../auth/sessions';
import { ticketStatus, type Transaction } from '../tickets/service';

/** The row the redeem statement answers with: the ticket as it was found, and whether this statement took it. */
interface RedeemRow {
  /** The door's name; null when its session is not live (signed out, expired, the account banned or gone). */
  door_name: string | null;
  /** The door may work this event (an admin: the event exists; a member: their grant). */
  allowed: boolean | null;
  id: string;
  code: string;
  full_name: string;
  lpu_id: string;
  event_id: string;
  is_used: boolean;
  is_cancelled: boolean;
  used_at: Date | string | null;
  checked_in_by: string | null;
  redeemed_at: Date | string | null;
  /** This statement's check-in was recorded at an adjusted time (null when it took nothing). */
  redeemed_clock_adjusted: boolean | null;
  /** The ticket's event (a ticket of another event is named by its title and day alone). */
  event_title: string;
  /** YYYY-MM-DD (club time). */
  event_date: string;
  event_time: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const unknownTicket: Verdict = { result: 'unknown', ticket: null, checkedInAt: null, checkedInBy: null };

/** 404 for an admin (the event does not exist), 403 for a member without a grant for it. */
const noDoorAccess = (role: Principal['role']) =>
  role === 'admin'
    ? new HttpError(404, 'Event not found')
    : new HttpError(403, 'You do not have check-in access for this event.');

/** An event the door never opens (`isDoorEvent`). */
const NOT_A_DOOR_EVENT = 'This event has no door check-in: it sells no tickets here.';

/**
 * An event people enter by ticket, so one the door works (docs/choices.md, "The door"): it sells its tickets here
 * (no organiser's registration site, and a price: a free event sells none), or it has tickets all the same (issued at
 * the ticket desk). An event registered off-site, or a free one nobody was given a ticket for, is no door event:
 * never listed, never opened. A condition on `events`, for any query reading that table.
 */
const isDoorEvent = sql`((${events.registrationUrl} is null and ${events.ticketPrice} > 0)
  or exists (select 1 from ${tickets} where ${tickets.eventId} = ${events.id} and not ${tickets.isCancelled}))`;

/** Why a door may not work this event (`noDoorAccess`, or not a door event), or null when it may. */
async function doorRefusal(
  executor: Db | Transaction,
  door: { role: Principal['role']; accountId: string },
  eventId: string,
): Promise<HttpError | null> {
  const granted =
    door.role === 'admin'
      ? sql<boolean>`true`
      : sql<boolean>`exists (select 1 from ${checkInGrants}
          where ${checkInGrants.eventId} = ${events.id} and ${checkInGrants.memberId} = ${door.accountId})`;
  const [event] = await executor
    .select({ granted, door: sql<boolean>`${isDoorEvent}` })
    .from(events)
    .where(eq(events.id, eventId));
  // A member learns nothing of an event they were not granted, door or not.
  if (!event?.granted) return noDoorAccess(door.role);
  return event.door ? null : new HttpError(404, NOT_A_DOOR_EVENT);
}

/** SHA-256 of a ticket secret, hex: what the offline check-in list carries instead of the secret. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The statement's values (`redeemStatement` fills them). */
const p = {
  role: sql.placeholder('role'),
  doorId: sql.placeholder('doorId'),
  sessionId: sql.placeholder('sessionId'),
  now: sql.placeholder('now'),
  eventId: sql.placeholder('eventId'),
  at: sql.placeholder('at'),
  aheadOfServer: sql.placeholder('aheadOfServer'),
};
/** The door's account if `sessionId` is its live session, as the token check reads it (auth service). */
const liveSessionOf = (table: typeof admins | typeof members, role: Principal['role']) =>
  sql`exists (select 1 from ${sessions} where ${isActiveSession(p.sessionId, p.now)}
    and ${sessions.accountType} = ${role} and ${sessions.accountId} = ${table.id})`;
/**
 * Redeems one ticket in ONE statement: the UPDATE takes the ticket only if it is this event's, not
 * used and not cancelled, so two doors scanning it at once get exactly one success (PostgreSQL re-checks the
 * condition on the row the other door just updated). The same statement proves the door's session live (what the
 * token check of every other route reads: the session not ended, the account there and, for a member, active —
 * `memberRefusal`), checks the door's access (the event is a door event, `isDoorEvent`; a member has its grant; why
 * not is read only when refused, `doorRefusal`), reads the ticket
 * as it was and writes the activity log entry of a successful check-in, so a scan costs one round trip. It is a
 * prepared statement (one by secret, one by ticket id): built once, parsed and planned once per connection. `at` is
 * when the door admitted it (null: now; an offline scan: its own time, never before the ticket existed: a device whose
 * clock says so is wrong, and the check-in is recorded at the ticket's creation, flagged `clock_adjusted`, as it is
 * when `aheadOfServer` says the sync already replaced a time in the future; docs/choices.md, "The door").
 */
const redeemBy = (name: string, match: SQL) =>
  preparedStatement<RedeemRow>(
    name,
    sql`
    with door as (
      select ${admins.fullname} as fullname from ${admins}
      where ${p.role} = 'admin' and ${admins.id} = ${p.doorId} and ${liveSessionOf(admins, 'admin')}
      union all
      select ${members.fullname} from ${members}
      where ${p.role} = 'member' and ${members.id} = ${p.doorId} and ${members.status} = 'active'
        and ${liveSessionOf(members, 'member')}
    ), access as (
      select door.fullname as door_name,
        exists (select 1 from events where id = ${p.eventId} and ${isDoorEvent}
          and (${p.role} = 'admin' or exists (select 1 from check_in_grants
            where event_id = ${p.eventId} and member_id = ${p.doorId}))) as allowed
      from door
    ), found as (
      select tickets.id, tickets.code, tickets.full_name, tickets.lpu_id, tickets.event_id, tickets.is_used,
        tickets.is_cancelled, tickets.used_at, tickets.checked_in_by, events.title as event_title,
        to_char(events.date, 'YYYY-MM-DD') as event_date, events.time as event_time
      from tickets join events on events.id = tickets.event_id where ${match}
    ), redeemed as (
      update tickets
      set is_used = true,
        used_at = case when ${p.at}::timestamptz < created_at then created_at
          else coalesce(${p.at}::timestamptz, now()) end,
        clock_adjusted = coalesce(${p.at}::timestamptz < created_at, false) or ${p.aheadOfServer}::boolean,
        checked_in_by = (select door_name from access)
      where id = (select id from found) and event_id = ${p.eventId} and not is_used and not is_cancelled
        and (select allowed from access)
      returning used_at, clock_adjusted
    ), logged as (
      insert into activity_log (actor_type, actor_id, actor_name, kind, target)
      select ${p.role}, ${p.doorId}, (select door_name from access), 'ticket.checked-in', (select full_name from found)
      from redeemed
    )
    select access.door_name, access.allowed, found.*, redeemed.used_at as redeemed_at,
      redeemed.clock_adjusted as redeemed_clock_adjusted
    from (select) as one left join access on true left join found on true left join redeemed on true`,
  );
const redeemBySecret = redeemBy('check_in_redeem_by_secret', sql`tickets.qr_secret = ${sql.placeholder('secret')}`);
const redeemById = redeemBy('check_in_redeem_by_id', sql`tickets.id = ${sql.placeholder('ticketId')}`);

type TicketMatch = { secret: string } | { ticketId: string };

/** The door's session as the redeem statement checks it: a principal's, or a verified token's. */
const doorSessionOf = (door: Principal): TokenSession => ({
  role: door.role,
  accountId: door.row.id,
  sessionId: door.sessionId,
});

/** When an offline scan is recorded: its own time, or the sync's when the device's clock runs ahead of ours. */
interface ScanTime {
  at: Date;
  /** `at` is the sync's time, not the scan's: the scan was dated more than CHECK_IN_CLOCK_SKEW_MS ahead. */
  aheadOfServer: boolean;
}

/**
 * An offline scan's time as the server takes it (docs/choices.md, "The door"): never after `receivedAt` (the sync's
 * arrival); more than CHECK_IN_CLOCK_SKEW_MS after it, the device's clock was wrong (flagged). The statement also
 * moves a time before the ticket's creation up to it.
 */
export function scanTimeOf(scannedAt: string, receivedAt: number): ScanTime {
  const claimed = Date.parse(scannedAt);
  return { at: new Date(Math.min(claimed, receivedAt)), aheadOfServer: claimed > receivedAt + CHECK_IN_CLOCK_SKEW_MS };
}

/**
 * Runs the redeem statement. Undefined when the door's session is not live (the caller answers 401); 404/403 when
 * the door may not work this event; otherwise the door's name and the ticket as found (null: no such ticket).
 */
async function redeemStatement(
  executor: Db | Transaction,
  { match, eventId, door, scan }: { match: TicketMatch; eventId: string; door: TokenSession; scan: ScanTime | null },
): Promise<{ doorName: string; row: RedeemRow | undefined } | undefined> {
  const values = {
    role: door.role,
    doorId: door.accountId,
    sessionId: door.sessionId,
    now: new Date().toISOString(),
    eventId,
    at: scan?.at.toISOString() ?? null,
    aheadOfServer: scan?.aheadOfServer ?? false,
    ...match,
  };
  const [row] = await ('secret' in match ? redeemBySecret : redeemById)(executor, values);
  if (row!.door_name === null) return undefined;
  // Refused: read why (no such event, no grant, not a door event) off the hot path.
  if (!row!.allowed) throw (await doorRefusal(executor, door, eventId)) ?? noDoorAccess(door.role);
  return { doorName: row!.door_name, row: row!.id === null ? undefined : row };
}

/**
 * Another event's ticket: the door learns that event's title and day (so staff can tell the guest where to go) and
 * nothing of the ticket (a door of one event is not told who holds tickets to the others, nor their LPU IDs or codes).
 */
const otherEvent = (event: { title: string; date: string; time: string | null }): Verdict => ({
  result: 'other-event',
  ticket: null,
  checkedInAt: null,
  checkedInBy: null,
  eventTitle: event.title,
  eventDate: event.date,
  eventTime: event.time,
});

function verdictOf(row: RedeemRow | undefined, eventId: string): Verdict {
  if (!row) return unknownTicket;
  if (row.event_id !== eventId)
    return otherEvent({ title: row.event_title, date: row.event_date, time: row.event_time });
  const ticket = { id: row.id, code: row.code, fullName: row.full_name, lpuId: row.lpu_id };
  const verdict = (result: CheckInResult, at: Date | string | null = null, by: string | null = null): Verdict => ({
    result,
    ticket,
    checkedInAt: iso(at),
    checkedInBy: by,
  });
  if (row.is_cancelled) return verdict('cancelled');
  if (row.redeemed_at !== null) return verdict('admitted', row.redeemed_at, null);
  return verdict('already-checked-in', row.used_at, row.checked_in_by);
}

function syncOutcomeOf(result: CheckInResult): Exclude<SyncOutcome['outcome'], 'duplicate'> {
  if (result === 'admitted') return 'admitted';
  return result === 'already-checked-in' ? 'conflict' : 'refused';
}

export function createCheckInService(db: Db) {
  /** A synced check-in's verdict as the ticket stands now (who checked it in, and when). */
  async function currentVerdict(ticketId: string, eventId: string, outcome: string | undefined): Promise<Verdict> {
    const [found] = await db
      .select({ ticket: tickets, event: { title: events.title, date: events.date, time: events.time } })
      .from(tickets)
      .innerJoin(events, eq(events.id, tickets.eventId))
      .where(eq(tickets.id, ticketId));
    if (!found) return unknownTicket;
    const row = found.ticket;
    if (row.eventId !== eventId) return otherEvent(found.event);
    const result: CheckInResult =
      row.isCancelled && outcome !== 'admitted'
        ? 'cancelled'
        : outcome === 'admitted'
          ? 'admitted'
          : 'already-checked-in';
    return {
      result,
      ticket: { id: row.id, code: row.code, fullName: row.fullName, lpuId: row.lpuId },
      checkedInAt: iso(row.usedAt),
      checkedInBy: row.checkedInBy,
    };
  }

  /** The verdict of a redeem statement's answer (`executor`: the transaction it ran in, if any). */
  async function settledVerdict(
    executor: Db | Transaction,
    redeemed: { doorName: string; row: RedeemRow | undefined },
    eventId: string,
  ): Promise<Verdict> {
    const verdict = verdictOf(redeemed.row, eventId);
    if (verdict.result === 'admitted') return { ...verdict, checkedInBy: redeemed.doorName };
    // Lost a race: the statement's snapshot predates the other door's check-in; read who won.
    if (verdict.result === 'already-checked-in' && verdict.checkedInAt === null && verdict.ticket) {
      const [now] = await executor
        .select({ usedAt: tickets.usedAt, checkedInBy: tickets.checkedInBy })
        .from(tickets)
        .where(eq(tickets.id, verdict.ticket.id));
      return { ...verdict, checkedInAt: iso(now?.usedAt ?? null), checkedInBy: now?.checkedInBy ?? null };
    }
    return verdict;
  }

  /** The scan's verdict; undefined when the door's session is not live (the route answers why: 401). */
  async function redeem(door: TokenSession, eventId: string, match: TicketMatch): Promise<Verdict | undefined> {
    const redeemed = await redeemStatement(db, { match, eventId, door, scan: null });
    if (!redeemed) return undefined;
    return settledVerdict(db, redeemed, eventId);
  }

  /**
   * A nonce synced before: with the same event and ticket, what its first sync made of it (`duplicate`: verdict and
   * flag as they were then); with another ticket or event, `nonce-reused`, which judges and reports nothing of
   * either ticket (docs/choices.md, "The door").
   */
  async function replayOf(item: QueuedCheckIn, eventId: string): Promise<SyncOutcome> {
    const [stored] = await db.select().from(checkInSyncs).where(eq(checkInSyncs.nonce, item.nonce));
    if (!stored || stored.eventId !== eventId || stored.ticketId !== item.ticketId.toLowerCase())
      return { nonce: item.nonce, outcome: 'nonce-reused', verdict: unknownTicket, clockAdjusted: false };
    return {
      nonce: item.nonce,
      outcome: 'duplicate',
      // A nonce synced before its verdict was kept (0017): the ticket as it is now.
      verdict: stored.verdict ?? (await currentVerdict(stored.ticketId, eventId, stored.outcome)),
      clockAdjusted: stored.clockAdjusted,
    };
  }

  async function counts(eventId: string): Promise<DoorCounts> {
    const [row] = await db
      .select({
        total: sql<number>`count(*) filter (where not ${tickets.isCancelled})`.mapWith(Number),
        checkedIn: sql<number>`count(*) filter (where ${tickets.isUsed} and not ${tickets.isCancelled})`.mapWith(
          Number,
        ),
      })
      .from(tickets)
      .where(eq(tickets.eventId, eventId));
    return { total: row?.total ?? 0, checkedIn: row?.checkedIn ?? 0 };
  }

  const doorEventColumns = {
    id: events.id,
    title: events.title,
    date: events.date,
    time: events.time,
    venue: events.venue,
    status: events.status,
  };

  return {
    /**
     * The door events (`isDoorEvent`: people enter them by ticket) the caller may staff. Admins: every one; a member:
     * those an admin granted them. In the door's order (`orderDoorEvents`, docs/choices.md "The door"): today's and
     * the upcoming ones soonest first, then the past ones latest first. The page picks which one opens (it also
     * remembers the volunteer's pick, and works offline).
     */
    async doorEvents(principal: Principal): Promise<DoorEvent[]> {
      const rows =
        principal.role === 'admin'
          ? await db.select(doorEventColumns).from(events).where(isDoorEvent)
          : await db
              .select(doorEventColumns)
              .from(events)
              .innerJoin(checkInGrants, eq(checkInGrants.eventId, events.id))
              .where(and(eq(checkInGrants.memberId, principal.row.id), isDoorEvent));
      return orderDoorEvents(rows, new Date());
    },

    /** Throws 404 for an unknown event or one that is no door event, 403 for a member without a grant for it. */
    async assertDoorAccess(principal: Principal, eventId: string): Promise<void> {
      const refusal = await doorRefusal(db, { role: principal.role, accountId: principal.row.id }, eventId);
      if (refusal) throw refusal;
    },

    counts,

    /** A scan's verdict; undefined when the door's session is not live (the caller answers 401 with why). */
    redeem(door: TokenSession, eventId: string, request: RedeemRequest): Promise<Verdict | undefined> {
      return redeem(door, eventId, 'secret' in request ? { secret: request.secret } : { ticketId: request.ticketId });
    },

    async search(eventId: string, q: string): Promise<DoorSearchHit[]> {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select()
        .from(tickets)
        .where(
          and(
            eq(tickets.eventId, eventId),
            or(ilike(tickets.fullName, pattern), ilike(tickets.email, pattern), ilike(tickets.lpuId, pattern)),
          ),
        )
        .orderBy(asc(tickets.fullName))
        .limit(CHECK_IN_SEARCH_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        fullName: row.fullName,
        lpuId: row.lpuId,
        email: row.email,
        status: ticketStatus(row),
        checkedInAt: row.isUsed ? iso(row.usedAt) : null,
        checkedInBy: row.isUsed ? row.checkedInBy : null,
      }));
    },

    async list(eventId: string): Promise<CheckInList> {
      const fetchedAt = new Date().toISOString();
      const [event] = await db.select(doorEventColumns).from(events).where(eq(events.id, eventId));
      if (!event) throw new HttpError(404, 'Event not found');
      const rows = await db
        .select({
          id: tickets.id,
          qrSecret: tickets.qrSecret,
          fullName: tickets.fullName,
          lpuId: tickets.lpuId,
          email: tickets.email,
          isUsed: tickets.isUsed,
          isCancelled: tickets.isCancelled,
          usedAt: tickets.usedAt,
          checkedInBy: tickets.checkedInBy,
        })
        .from(tickets)
        .where(eq(tickets.eventId, eventId));
      return {
        event,
        fetchedAt,
        tickets: rows.map(({ qrSecret, usedAt, ...row }) => ({
          id: row.id,
          secretHash: secretHash(qrSecret),
          fullName: row.fullName,
          lpuId: row.lpuId,
          email: row.email,
          status: ticketStatus(row),
          checkedInAt: iso(usedAt),
          checkedInBy: row.checkedInBy,
        })),
      };
    },

    /**
     * Takes a door's offline check-ins. Each nonce is claimed first (its row is the lock) and keeps what its first
     * sync made of it: seen before, it changes nothing (`replayOf`: `duplicate` with that first answer, or
     * `nonce-reused` when it comes with another ticket or event), so a retried or repeated sync counts every scan
     * once. A scan keeps its own time unless the device's clock was wrong (`scanTimeOf` and the statement: then the
     * check-in is recorded at the ticket's creation or the sync's arrival, flagged; docs/choices.md, "The door").
     */
    async sync(door: Principal, eventId: string, queued: readonly QueuedCheckIn[]): Promise<SyncOutcome[]> {
      const receivedAt = Date.now();
      const outcomes: SyncOutcome[] = [];
      for (const item of queued) {
        const first = await db.transaction(async (tx): Promise<SyncOutcome | null> => {
          const claimed = await tx
            .insert(checkInSyncs)
            .values({ nonce: item.nonce, eventId, ticketId: item.ticketId, outcome: 'pending' })
            .onConflictDoNothing()
            .returning({ nonce: checkInSyncs.nonce });
          if (claimed.length === 0) return null;
          const redeemed = await redeemStatement(tx, {
            match: { ticketId: item.ticketId },
            eventId,
            door: doorSessionOf(door),
            scan: scanTimeOf(item.scannedAt, receivedAt),
          });
          // The session ended while the sync ran (the route's token check passed a moment ago).
          if (!redeemed) throw new HttpError(401, SESSION_ENDED);
          const verdict = await settledVerdict(tx, redeemed, eventId);
          const outcome = syncOutcomeOf(verdict.result);
          const clockAdjusted = redeemed.row?.redeemed_clock_adjusted === true;
          await tx
            .update(checkInSyncs)
            .set({ outcome, verdict, clockAdjusted })
            .where(eq(checkInSyncs.nonce, item.nonce));
          return { nonce: item.nonce, outcome, verdict, clockAdjusted };
        });
        outcomes.push(first ?? (await replayOf(item, eventId)));
      }
      return outcomes;
    },

    async grants(eventId: string): Promise<DoorStaff[]> {
      const rows = await db
        .select({
          memberId: members.id,
          fullname: members.fullname,
          lpuId: members.lpuId,
          email: members.email,
          grantedAt: checkInGrants.createdAt,
        })
        .from(checkInGrants)
        .innerJoin(members, eq(members.id, checkInGrants.memberId))
        .where(eq(checkInGrants.eventId, eventId))
        .orderBy(asc(members.fullname));
      return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() }));
    },

    async grant(admin: Principal, eventId: string, lpuId: string): Promise<DoorStaff[]> {
      const [event] = await db.select({ title: events.title }).from(events).where(eq(events.id, eventId));
      if (!event) throw new HttpError(404, 'Event not found');
      const [member] = await db
        .select({ id: members.id, fullname: members.fullname, status: members.status })
        .from(members)
        .where(eq(members.lpuId, lpuId));
      if (!member)
        throw new HttpError(404, 'No member has this LPU ID', [{ path: 'lpuId', msg: 'No member has this LPU ID' }]);
      if (member.status !== 'active')
        throw new HttpError(409, 'This member is not active', [{ path: 'lpuId', msg: 'This member is not active' }]);
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(checkInGrants)
          .values({ eventId, memberId: member.id })
          .onConflictDoNothing()
          .returning({ memberId: checkInGrants.memberId });
        if (added.length > 0)
          await recordActivity(tx, {
            actor: admin,
            kind: 'check-in.granted',
            target: `${member.fullname} (${event.title})`,
          });
      });
      return this.grants(eventId);
    },

    async revoke(admin: Principal, eventId: string, memberId: string): Promise<DoorStaff[]> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(checkInGrants)
          .where(and(eq(checkInGrants.eventId, eventId), eq(checkInGrants.memberId, memberId)))
          .returning({ memberId: checkInGrants.memberId });
        if (removed.length === 0) throw new HttpError(404, 'This member has no check-in access for this event');
        const [member] = await tx.select({ fullname: members.fullname }).from(members).where(eq(members.id, memberId));
        await recordActivity(tx, { actor: admin, kind: 'check-in.revoked', target: member?.fullname });
      });
      return this.grants(eventId);
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
