import type { CheckInList, QueuedCheckIn } from '@guildhall/contracts';

// What a door keeps in IndexedDB (database 'guildhall-door'): each opened event's check-in list (secret hashes,
// never secrets) and the check-ins it admitted while offline, until a sync takes them.

const DB_NAME = 'guildhall-door';
const LISTS = 'lists';
const QUEUE = 'queue';

export interface QueuedEntry extends QueuedCheckIn {
  eventId: string;
}

let opening: Promise<IDBDatabase> | null = null;

function openDoorDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(LISTS, { keyPath: 'event.id' });
      request.result.createObjectStore(QUEUE, { keyPath: 'nonce' }).createIndex('eventId', 'eventId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDoorDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(store, mode);
        const request = act(transaction.objectStore(store));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      }),
  );
}

export const doorStore = {
  saveList: (list: CheckInList) => run(LISTS, 'readwrite', (s) => s.put(list)).then(() => undefined),
  loadList: (eventId: string) =>
    run<CheckInList | undefined>(LISTS, 'readonly', (s) => s.get(eventId) as IDBRequest<CheckInList | undefined>),
  /** The events whose lists this device keeps (the picker offline; the page orders them as the server does). */
  storedEvents: () =>
    run<CheckInList[]>(LISTS, 'readonly', (s) => s.getAll() as IDBRequest<CheckInList[]>).then((lists) =>
      lists.map((list) => list.event),
    ),
  /**
   * The event of another stored list holding this secret hash (offline, a scan of another event's ticket is named
   * when this device opened that event's door before); undefined when none does.
   */
  eventOfSecretHash: (secretHash: string, exceptEventId: string) =>
    run<CheckInList[]>(LISTS, 'readonly', (s) => s.getAll() as IDBRequest<CheckInList[]>).then(
      (lists) =>
        lists.find(
          (list) => list.event.id !== exceptEventId && list.tickets.some((ticket) => ticket.secretHash === secretHash),
        )?.event,
    ),
  enqueue: (entry: QueuedEntry) => run(QUEUE, 'readwrite', (s) => s.put(entry)).then(() => undefined),
  queued: (eventId: string) =>
    run<QueuedEntry[]>(QUEUE, 'readonly', (s) => s.index('eventId').getAll(eventId) as IDBRequest<QueuedEntry[]>),
  dequeue: async (nonces: readonly string[]) => {
    const db = await openDoorDb();
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(QUEUE, 'readwrite');
      for (const nonce of nonces) transaction.objectStore(QUEUE).delete(nonce);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  },
};
