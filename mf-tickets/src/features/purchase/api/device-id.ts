import { DEVICE_ID_PATTERN } from '@guildhall/contracts';

const STORAGE_KEY = 'guildhall.purchase-device';

/**
 * This browser's purchase device id: random, made once and kept in localStorage. The API counts a buyer's unpaid
 * seat holds per device as well as per LPU ID, e-mail and network (docs/choices.md, "Tickets and payments"); a
 * browser that keeps nothing (storage blocked) sends none, and the other counts still hold.
 */
export function purchaseDeviceId(): string | undefined {
  try {
    const kept = window.localStorage.getItem(STORAGE_KEY);
    if (kept && DEVICE_ID_PATTERN.test(kept)) return kept;
    const made = window.crypto.randomUUID();
    window.localStorage.setItem(STORAGE_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}
