import type { AdminEvent, EventWrite, PosterLayout } from '@guildhall/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foreignKeyViolation } from '../../db/errors';
import { eventPosters, events } from '../../db/schema';
import { fieldError, HttpError } from '../../http';
import type { Account } from '../../principal';
import { recordActivity } from '../activity/service';
import type { StoredFile, UploadService } from '../uploads/service';
import { EVENT_NOT_FOUND, type EventService, type SeatCounter } from './service';

export interface EventAdminDeps {
  events: EventService;
  seatsTaken: SeatCounter;
  uploads: UploadService;
}

type EventColumns = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function toColumns(event: EventWrite): EventColumns {
  const { totalSpots, salesOpenAt, salesCloseAt, ...same } = event;
  return {
    ...same,
    capacity: totalSpots,
    salesOpenAt: salesOpenAt ? new Date(salesOpenAt) : null,
    salesCloseAt: salesCloseAt ? new Date(salesCloseAt) : null,
  };
}

const seatsWord = (count: number) => (count === 1 ? '1 seat' : `${count} seats`);

/** The admin's writes to events: create, update, delete, posters. Reads go through the event service. */
export function createEventAdminService(db: Db, { events: reads, seatsTaken, uploads }: EventAdminDeps) {
  const taken = async (eventId: string) => (await seatsTaken([eventId])).get(eventId) ?? 0;

  async function requireEvent(eventId: string): Promise<{ capacity: number | null }> {
    const [row] = await db.select({ capacity: events.capacity }).from(events).where(eq(events.id, eventId));
    if (!row) throw new HttpError(404, EVENT_NOT_FOUND);
    return row;
  }

  /** Writes the event; featuring it un-features the previous one (at most one). */
  async function save(admin: Account, event: EventWrite, eventId?: string): Promise<string> {
    return db.transaction(async (tx) => {
      const kind = eventId ? 'event.updated' : 'event.created';
      await recordActivity(tx, { actor: admin, kind, target: event.title });
      if (event.featured) {
        const others = eventId ? and(eq(events.featured, true), ne(events.id, eventId)) : eq(events.featured, true);
        await tx.update(events).set({ featured: false }).where(others);
      }
      if (eventId) {
        await tx.update(events).set(toColumns(event)).where(eq(events.id, eventId));
        return eventId;
      }
      const [row] = await tx.insert(events).values(toColumns(event)).returning({ id: events.id });
      return row!.id;
    });
  }

  return {
    async create(admin: Account, event: EventWrite): Promise<AdminEvent> {
      return reads.byId(await save(admin, event));
    },

    /**
     * Replaces every field; the capacity may not be set below the seats already taken (tickets issued or held). One
     * the desk went over on purpose stays as it is (docs/choices.md, "Ticket desk"): it may be kept or raised.
     */
    async update(admin: Account, eventId: string, event: EventWrite): Promise<AdminEvent> {
      const current = await requireEvent(eventId);
      const seats = await taken(eventId);
      const lowered = current.capacity === null || (event.totalSpots !== null && event.totalSpots < current.capacity);
      if (event.totalSpots !== null && event.totalSpots < seats && lowered) {
        throw fieldError(
          400,
          'totalSpots',
          `Capacity cannot be below the ${seatsWord(seats)} already taken (tickets issued or held).`,
        );
      }
      return reads.byId(await save(admin, event, eventId));
    },

    /** Refused while the event has tickets issued or seats held; its poster files go with it. */
    async remove(admin: Account, eventId: string): Promise<void> {
      await requireEvent(eventId);
      const seats = await taken(eventId);
      if (seats > 0) {
        throw new HttpError(
          409,
          `This event cannot be deleted: ${seatsWord(seats)} ${seats === 1 ? 'is' : 'are'} taken by tickets. ` +
            'Cancel its tickets first, or mark the event completed.',
        );
      }
      const posters = await db
        .select({ key: eventPosters.storageKey })
        .from(eventPosters)
        .where(eq(eventPosters.eventId, eventId));
      try {
        await db.transaction(async (tx) => {
          const [deleted] = await tx.delete(events).where(eq(events.id, eventId)).returning({ title: events.title });
          if (deleted) await recordActivity(tx, { actor: admin, kind: 'event.deleted', target: deleted.title });
        });
      } catch (error) {
        // Ticket orders and tickets keep their event: payment records (refunds included) are never lost.
        if (!foreignKeyViolation(error)) throw error;
        throw new HttpError(409, 'This event has ticket orders or payments on record. Mark it completed instead.');
      }
      await uploads.remove(posters.flatMap((poster) => (poster.key ? [poster.key] : [])));
    },

    /**
     * Sets the event's posters to `layout` (kept posters and uploaded files, in order). Posters left out are
     * removed with their files; uploaded files the layout does not name are not kept.
     */
    async setPosters(
      admin: Account,
      eventId: string,
      layout: PosterLayout,
      files: readonly StoredFile[],
    ): Promise<AdminEvent> {
      await requireEvent(eventId);
      const title = (await reads.byId(eventId)).title;
      const removedKeys = await db.transaction(async (tx) => {
        const current = await tx.select().from(eventPosters).where(eq(eventPosters.eventId, eventId));
        const keptIds = layout.flatMap((entry) => ('keep' in entry ? [entry.keep] : []));
        for (const [index, entry] of layout.entries()) {
          if ('keep' in entry && !current.some((poster) => poster.id === entry.keep)) {
            throw fieldError(400, `layout.${index}.keep`, 'This poster does not belong to the event (reload it).');
          }
          if ('upload' in entry && !files[entry.upload]) {
            throw fieldError(400, `layout.${index}.upload`, `Upload ${entry.upload + 1} was not received.`);
          }
        }
        if (new Set(keptIds).size !== keptIds.length) {
          throw fieldError(400, 'layout', 'A poster is listed twice.');
        }
        // Two posters on one file: removing either would delete the file under the other (a 404 poster).
        const uploadIndexes = layout.flatMap((entry) => ('upload' in entry ? [entry.upload] : []));
        if (new Set(uploadIndexes).size !== uploadIndexes.length) {
          throw fieldError(400, 'layout', 'An upload is listed twice.');
        }
        const removed = current.filter((poster) => !keptIds.includes(poster.id));
        if (removed.length > 0) {
          await tx.delete(eventPosters).where(
            inArray(
              eventPosters.id,
              removed.map((poster) => poster.id),
            ),
          );
        }
        for (const [position, entry] of layout.entries()) {
          if ('keep' in entry) {
            await tx.update(eventPosters).set({ position }).where(eq(eventPosters.id, entry.keep));
          } else {
            const file = files[entry.upload]!;
            await tx.insert(eventPosters).values({
              eventId,
              url: file.url,
              storageKey: file.key,
              position,
              alt: `${title}: poster ${position + 1}`,
            });
          }
        }
        await recordActivity(tx, { actor: admin, kind: 'event.posters-changed', target: title });
        return removed.flatMap((poster) => (poster.storageKey ? [poster.storageKey] : []));
      });
      const used = new Set(layout.flatMap((entry) => ('upload' in entry ? [entry.upload] : [])));
      await uploads.remove([...removedKeys, ...files.filter((_, index) => !used.has(index)).map((file) => file.key)]);
      return reads.byId(eventId);
    },
  };
}

export type EventAdminService = ReturnType<typeof createEventAdminService>;
