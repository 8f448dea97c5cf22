import { formatDateTime } from '@guildhall/contracts/dates';
import {
  WAITLIST_CSV_COLUMNS,
  WAITLIST_MESSAGES,
  WAITLIST_REMOVABLE,
  WAITLIST_REMOVE_REFUSALS,
  WAITLIST_STATE_LABELS,
  WAITLIST_STATES,
  waitlistCsvFileName,
  type WaitlistDesk,
  type WaitlistDeskEntry,
  type WaitlistState,
} from '@guildhall/contracts/waitlist';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, waitlistEntries, type WaitlistEntryRow } from '../../db/schema';
import { HttpError } from '../../http';
import type { Account } from '../../principal';
import { recordActivity } from '../activity/service';
import { EVENT_NOT_FOUND } from '../events/service';
import { csvLine } from '../tickets/csv';

/** The states that stand in line, in the offers' order (offers.ts): by confirmation time, ties by id. */
const IN_LINE: WaitlistState[] = ['waiting', 'offered'];
const inLine = sql`${inArray(waitlistEntries.state, IN_LINE)}`;

function toDeskEntry(row: WaitlistEntryRow, position: number | null): WaitlistDeskEntry {
  return {
    id: row.id,
    position,
    fullName: row.fullName,
    email: row.email,
    lpuId: row.lpuId,
    phone: row.phone,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    offerExpiresAt: row.state === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
  };
}

const csvRow = (entry: WaitlistDeskEntry) =>
  csvLine([
    entry.position === null ? '' : String(entry.position),
    entry.fullName,
    entry.email,
    entry.lpuId,
    entry.phone,
    WAITLIST_STATE_LABELS[entry.state],
    entry.offerExpiresAt && formatDateTime(entry.offerExpiresAt),
    formatDateTime(entry.createdAt),
    entry.confirmedAt && formatDateTime(entry.confirmedAt),
  ]);

/**
 * The ticket desk's view of an event's waiting list: the line and everyone else, the counts, the CSV, and removing
 * an entry. Offers are the offer engine's (offers.ts); the routes call it after a removal.
 */
export function createWaitlistDeskService(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  async function view(eventId: string): Promise<WaitlistDesk> {
    const [event] = await db
      .select({ enabled: events.waitlistEnabled, offerWindowMinutes: events.offerWindowMinutes })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
    // Those in line first, by place; then the rest, newest first.
    const rows = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, eventId))
      .orderBy(
        desc(inLine),
        asc(sql`case when ${inLine} then ${waitlistEntries.confirmedAt} end`),
        asc(sql`case when ${inLine} then ${waitlistEntries.id} end`),
        desc(waitlistEntries.createdAt),
        desc(waitlistEntries.id),
      );
    const counts = Object.fromEntries(WAITLIST_STATES.map((state) => [state, 0])) as Record<WaitlistState, number>;
    for (const row of rows) counts[row.state] += 1;
    const entries = rows.map((row, index) => toDeskEntry(row, IN_LINE.includes(row.state) ? index + 1 : null));
    return { ...event, counts, entries };
  }

  return {
    view,

    /**
     * Takes an entry off the list (not told: the desk's decision), while it still stands there: waiting for its
     * confirmation, in line or offered a seat. Answers its event, for the offers' pass that gives a seat it held
     * to the next in line.
     */
    async remove(admin: Account, entryId: string): Promise<{ eventId: string }> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .update(waitlistEntries)
          .set({ state: 'removed', leftAt: now() })
          .where(and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.state, [...WAITLIST_REMOVABLE])))
          .returning({ eventId: waitlistEntries.eventId, fullName: waitlistEntries.fullName });
        if (removed) {
          const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, removed.eventId));
          const target = `${removed.fullName} (${event!.title})`;
          await recordActivity(tx, { actor: admin, kind: 'waitlist.removed', target });
          return { eventId: removed.eventId };
        }
        const [entry] = await tx
          .select({ state: waitlistEntries.state })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.id, entryId));
        if (!entry) throw new HttpError(404, WAITLIST_MESSAGES.entryNotFound);
        const refusals: Partial<Record<WaitlistState, string>> = WAITLIST_REMOVE_REFUSALS;
        throw new HttpError(409, refusals[entry.state] ?? WAITLIST_MESSAGES.notInLine);
      });
    },

    /** The list as the desk shows it, as CSV (UTF-8 with BOM, times in club time). */
    async exportCsv(eventId: string): Promise<{ fileName: string; text: string }> {
      const { entries } = await view(eventId);
      return {
        fileName: waitlistCsvFileName(eventId, now()),
        text: `\uFEFF${csvLine(WAITLIST_CSV_COLUMNS)}${entries.map(csvRow).join('')}`,
      };
    },
  };
}

export type WaitlistDeskService = ReturnType<typeof createWaitlistDeskService>;
