// The event this device's door last worked (localStorage, per device): the page reopens it, online or offline,
// rather than the newest event or whichever list IndexedDB happens to return first.
const KEY = 'guildhall-door:event';

export const lastDoorEvent = {
  get(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null; // storage disabled: the newest event opens
    }
  },
  set(eventId: string): void {
    try {
      localStorage.setItem(KEY, eventId);
    } catch {
      // storage disabled or full: nothing to remember with
    }
  },
};
