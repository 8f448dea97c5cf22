import { DEVICE_ID_PATTERN } from '@guildhall/contracts';
import { purchaseDeviceId } from './device-id';

describe("the purchase's device id", () => {
  beforeEach(() => window.localStorage.clear());

  it('is made once, in the contract’s form, and kept for the next purchase', () => {
    const first = purchaseDeviceId();
    expect(first).toMatch(DEVICE_ID_PATTERN);
    expect(purchaseDeviceId()).toBe(first);
  });

  it('replaces a kept value that is not a device id', () => {
    window.localStorage.setItem('guildhall.purchase-device', '<script>');
    expect(purchaseDeviceId()).toMatch(DEVICE_ID_PATTERN);
  });

  it('is absent where the browser keeps nothing', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(purchaseDeviceId()).toBeUndefined();
    } finally {
      setItem.mockRestore();
    }
  });
});
