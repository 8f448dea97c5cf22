import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHECK_IN_SEARCH_LIMIT, CHECK_IN_SYNC_MAX } from '@guildhall/contracts/check-in-format';
import type { DoorCounts, DoorSearchHit, RedeemRequest, SyncOutcome, Verdict } from '@guildhall/contracts';
import { getCheckInList } from '../api/check-in-list';
import { doorCountsQueryKey, useDoorCounts } from '../api/door-counts';
import { redeemTicket } from '../api/redeem-ticket';
import { searchTickets } from '../api/search-tickets';
import { syncCheckIns } from '../api/sync-check-ins';
import { doorStore } from './door-store';
import { hashSecret, LocalDoor } from './local-judge';

/** A verdict as the door shows it; `offline` when it was judged from the stored list. */
export interface ShownVerdict extends Verdict {
  offline: boolean;
  /** Tells two verdicts on the same ticket apart (each scan shows afresh). */
  seq: number;
}

/** No answer at all (not an HTTP error): the network is down, judge locally. */
const isNetworkFailure = (error: unknown) => {
  const failure = error as { response?: unknown; code?: string } | null;
  return !!failure && failure.response === undefined && failure.code !== 'ERR_CANCELED';
};

const SYNC_EVERY_MS = 10_000;

/**
 * One event's door: online, every scan is the server's verdict; when the network drops (the browser says so or a
 * call gets no answer) scans are judged from the stored check-in list and each admission is queued with a nonce,
 * synced when the network is back. Sync outcomes other than `admitted` / `duplicate` are reported to the staff, as
 * are check-ins the server recorded at another time because this device's clock was wrong (`clockAdjusted`). A
 * check-in whose nonce the server had seen with another ticket (`nonce-reused`) stays queued under a fresh nonce:
 * the admission stands, and the next sync judges it (docs/choices.md, "The door").
 */
export function useDoor(eventId: string, doorName: string) {
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [local, setLocal] = useState<LocalDoor | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [localCounts, setLocalCounts] = useState<DoorCounts | null>(null);
  const [queued, setQueued] = useState(0);
  const [verdict, setVerdict] = useState<ShownVerdict | null>(null);
  const [report, setReport] = useState<SyncOutcome[]>([]);
  const [clockAdjusted, setClockAdjusted] = useState(0);
  const seq = useRef(0);
  const syncing = useRef(false);
  const counts = useDoorCounts(eventId, !offline);

  const clearVerdict = useCallback(() => setVerdict(null), []);
  const show = useCallback((shown: Verdict, judgedOffline: boolean) => {
    seq.current += 1;
    setVerdict({ ...shown, offline: judgedOffline, seq: seq.current });
  }, []);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      const pending = (await doorStore.queued(eventId)).slice(0, CHECK_IN_SYNC_MAX);
      if (pending.length === 0) return;
      const result = await syncCheckIns(
        eventId,
        pending.map(({ nonce, ticketId, scannedAt }) => ({ nonce, ticketId, scannedAt })),
      );
      const reused = new Set(result.outcomes.filter((o) => o.outcome === 'nonce-reused').map((o) => o.nonce));
      // Queued again before the old entry goes, so a page closed in between never loses the admission.
      for (const entry of pending.filter(({ nonce }) => reused.has(nonce)))
        await doorStore.enqueue({ ...entry, nonce: crypto.randomUUID() });
      await doorStore.dequeue(result.outcomes.map((outcome) => outcome.nonce));
      const problems = result.outcomes.filter((o) => o.outcome === 'conflict' || o.outcome === 'refused');
      if (problems.length > 0) setReport((earlier) => [...earlier, ...problems]);
      // `=== true`: an older server's answer has no flag.
      const adjusted = result.outcomes.filter((o) => o.outcome === 'admitted' && o.clockAdjusted === true).length;
      if (adjusted > 0) setClockAdjusted((earlier) => earlier + adjusted);
      queryClient.setQueryData(doorCountsQueryKey(eventId), result.counts);
      setQueued((await doorStore.queued(eventId)).length);
      setOffline(false);
    } catch (error) {
      if (isNetworkFailure(error)) setOffline(true);
    } finally {
      syncing.current = false;
    }
  }, [eventId, queryClient]);

  // The check-in list: fetched on opening the event (and stored), or the stored one when offline.
  useEffect(() => {
    let cancelled = false;
    const adopt = async (list: Awaited<ReturnType<typeof getCheckInList>>) => {
      const door = new LocalDoor(list);
      // Admissions still queued from an earlier visit count as used.
      for (const entry of await doorStore.queued(eventId))
        door.record(entry.ticketId, 'used', entry.scannedAt, doorName);
      if (cancelled) return;
      setLocal(door);
      setLocalCounts(door.counts());
      setQueued((await doorStore.queued(eventId)).length);
    };
    getCheckInList(eventId)
      .then(async (list) => {
        await doorStore.saveList(list).catch(() => undefined);
        await adopt(list);
        // Check-ins queued by an earlier visit that ended offline.
        void sync();
      })
      .catch(async (error: unknown) => {
        if (isNetworkFailure(error)) setOffline(true);
        const stored = await doorStore.loadList(eventId).catch(() => undefined);
        if (stored) await adopt(stored);
        else if (!cancelled) setListError('The check-in list could not be loaded, so this door cannot work offline.');
      });
    return () => {
      cancelled = true;
    };
  }, [eventId, doorName, sync]);

  useEffect(() => {
    const goOnline = () => {
      setOffline(false);
      void sync();
    };
    const goOffline = () => setOffline(true);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [sync]);

  const judgeLocally = useCallback(
    async (request: RedeemRequest) => {
      if (!local) {
        show({ result: 'unknown', ticket: null, checkedInAt: null, checkedInBy: null }, true);
        return;
      }
      const entry = 'secret' in request ? await local.entryBySecret(request.secret) : local.entryById(request.ticketId);
      const at = new Date();
      // Not this event's: another event's ticket if this device stored that event's list (else unknown).
      const elsewhere =
        !entry && 'secret' in request
          ? await doorStore.eventOfSecretHash(await hashSecret(request.secret), eventId).catch(() => undefined)
          : undefined;
      const judged = elsewhere ? LocalDoor.otherEvent(elsewhere) : local.judge(entry, doorName, at);
      if (judged.result === 'admitted' && entry) {
        await doorStore.enqueue({
          eventId,
          nonce: crypto.randomUUID(),
          ticketId: entry.id,
          scannedAt: at.toISOString(),
        });
        setQueued((count) => count + 1);
      }
      setLocalCounts(local.counts());
      show(judged, true);
    },
    [local, doorName, eventId, show],
  );

  const judge = useCallback(
    async (request: RedeemRequest) => {
      if (offline || !navigator.onLine) return judgeLocally(request);
      try {
        const answer = await redeemTicket(eventId, request);
        if (answer.ticket && (answer.result === 'admitted' || answer.result === 'already-checked-in'))
          local?.record(answer.ticket.id, 'used', answer.checkedInAt, answer.checkedInBy);
        show(answer, false);
        if (answer.result === 'admitted') void queryClient.invalidateQueries({ queryKey: doorCountsQueryKey(eventId) });
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        setOffline(true);
        await judgeLocally(request);
      }
    },
    [offline, judgeLocally, eventId, local, show, queryClient],
  );

  const search = useCallback(
    async (q: string, signal?: AbortSignal): Promise<DoorSearchHit[]> => {
      const fromList = () =>
        (local?.search(q, CHECK_IN_SEARCH_LIMIT) ?? []).map((entry) => ({
          id: entry.id,
          code: '',
          fullName: entry.fullName,
          lpuId: entry.lpuId,
          email: entry.email,
          status: entry.status,
          checkedInAt: entry.status === 'used' ? entry.checkedInAt : null,
          checkedInBy: entry.status === 'used' ? entry.checkedInBy : null,
        }));
      if (offline || !navigator.onLine) return fromList();
      try {
        return await searchTickets(eventId, q, signal);
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        setOffline(true);
        return fromList();
      }
    },
    [offline, local, eventId],
  );

  return {
    offline,
    ready: local !== null,
    listError,
    counts: offline || !counts.data ? localCounts : counts.data,
    queued,
    verdict,
    clearVerdict,
    report,
    clearReport: () => setReport([]),
    /** Check-ins of this visit the server recorded at an adjusted time: this device's clock is wrong. */
    clockAdjusted,
    clearClockAdjusted: () => setClockAdjusted(0),
    judge,
    search,
  };
}
