import { doorDay } from '@guildhall/contracts/check-in-format';

// The event a volunteer picked on this device (localStorage), and when: the door reopens it, online or offline, for
// the rest of that door day (until 06:00 club time the next morning), then opens the day's own event again
// (docs/choices.md, "The door").
const KEY = 'guildhall-door:pick';

export interface DoorPick {
  eventId: string;
  /** ISO instant of the pick. */
  pickedAt: string;
}

export const lastDoorEvent = {
  /** Today's pick (the door's day, `doorDay`), or null: none, or one of an earlier day. */
  get(now: Date = new Date()): DoorPick | null {
    try {
      const pick = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<DoorPick> | null;
      if (typeof pick?.eventId !== 'string' || typeof pick.pickedAt !== 'string') return null;
      return doorDay(pick.pickedAt) === doorDay(now) ? { eventId: pick.eventId, pickedAt: pick.pickedAt } : null;
    } catch {
      return null; // storage disabled or unreadable: the day's event opens
    }
  },
  set(eventId: string, now: Date = new Date()): void {
    try {
      localStorage.setItem(KEY, JSON.stringify({ eventId, pickedAt: now.toISOString() } satisfies DoorPick));
    } catch {
      // storage disabled or full: nothing to remember with
    }
  },
};
