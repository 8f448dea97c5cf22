import type { CheckInList, CheckInListEntry, DoorCounts, DoorEvent, Verdict } from '@guildhall/contracts';

/** SHA-256 hex of a scanned secret, as the check-in list carries it. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One event's check-in list in memory, judged and updated locally while the network is down. */
export class LocalDoor {
  private readonly byHash = new Map<string, CheckInListEntry>();
  private readonly byId = new Map<string, CheckInListEntry>();

  constructor(readonly list: CheckInList) {
    for (const entry of list.tickets) {
      const copy = { ...entry };
      this.byHash.set(copy.secretHash, copy);
      this.byId.set(copy.id, copy);
    }
  }

  entryById(id: string) {
    return this.byId.get(id);
  }

  async entryBySecret(secret: string) {
    return this.byHash.get(await hashSecret(secret));
  }

  /** Another event's ticket, as the server answers it: that event's title and day, nothing of the ticket. */
  static otherEvent(event: Pick<DoorEvent, 'title' | 'date' | 'time'>): Verdict {
    return {
      result: 'other-event',
      ticket: null,
      checkedInAt: null,
      checkedInBy: null,
      eventTitle: event.title,
      eventDate: event.date,
      eventTime: event.time,
    };
  }

  /** The offline verdict: admits a valid ticket (marking it used here) or says why not. */
  judge(entry: CheckInListEntry | undefined, door: string, at: Date): Verdict {
    if (!entry) return { result: 'unknown', ticket: null, checkedInAt: null, checkedInBy: null };
    const ticket = { id: entry.id, code: '', fullName: entry.fullName, lpuId: entry.lpuId };
    if (entry.status === 'cancelled') return { result: 'cancelled', ticket, checkedInAt: null, checkedInBy: null };
    if (entry.status === 'used')
      return { result: 'already-checked-in', ticket, checkedInAt: entry.checkedInAt, checkedInBy: entry.checkedInBy };
    this.record(entry.id, 'used', at.toISOString(), door);
    return { result: 'admitted', ticket, checkedInAt: at.toISOString(), checkedInBy: door };
  }

  /** Keeps the local copy in step with a verdict the server gave. */
  record(id: string, status: CheckInListEntry['status'], at: string | null, by: string | null) {
    const entry = this.byId.get(id);
    if (!entry) return;
    entry.status = status;
    entry.checkedInAt = at;
    entry.checkedInBy = by;
  }

  counts(): DoorCounts {
    let total = 0;
    let checkedIn = 0;
    for (const entry of this.byId.values()) {
      if (entry.status === 'cancelled') continue;
      total += 1;
      if (entry.status === 'used') checkedIn += 1;
    }
    return { total, checkedIn };
  }

  search(q: string, limit: number) {
    const needle = q.trim().toLowerCase();
    const hits: CheckInListEntry[] = [];
    for (const entry of this.byId.values()) {
      if (hits.length >= limit) break;
      if ([entry.fullName, entry.lpuId, entry.email].some((field) => field.toLowerCase().includes(needle)))
        hits.push(entry);
    }
    return hits.sort((a, b) => a.fullName.localeCompare(b.fullName));
  }
}
