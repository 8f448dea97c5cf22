import { createTokenSealer } from '../../../src/modules/auth/token-sealer';

describe('token sealer', () => {
  const sealer = createTokenSealer('a-jwt-secret-that-is-long-enough-for-hs256');

  it('opens what it sealed for the same context, and the sealed text does not hold the token', () => {
    const sealed = sealer.seal('refresh-token-value', 'row-1');
    expect(sealed).not.toContain('refresh-token-value');
    expect(sealer.seal('refresh-token-value', 'row-1')).not.toBe(sealed); // a fresh IV each time
    expect(sealer.open(sealed, 'row-1')).toBe('refresh-token-value');
  });

  it('opens nothing for another context, another secret, a changed byte or garbage', () => {
    const sealed = sealer.seal('refresh-token-value', 'row-1');
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;

    expect(sealer.open(sealed, 'row-2')).toBeUndefined();
    expect(createTokenSealer('another-secret-that-is-long-enough-too').open(sealed, 'row-1')).toBeUndefined();
    expect(sealer.open(bytes.toString('base64url'), 'row-1')).toBeUndefined();
    expect(sealer.open('not-sealed', 'row-1')).toBeUndefined();
  });
});
