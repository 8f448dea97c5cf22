import { serverFieldErrors } from './server-errors';

const answer = (data: unknown) => ({ response: { status: 400, data } });

describe('serverFieldErrors', () => {
  it('reads a list of path and msg pairs, with string or array paths', () => {
    const errors = [
      { path: 'email', msg: 'Invalid email format' },
      { path: ['domains', 1], msg: 'Unknown domain' },
    ];
    expect(serverFieldErrors(answer({ success: false, message: 'x', errors }))).toEqual([
      { path: 'email', message: 'Invalid email format' },
      { path: 'domains.1', message: 'Unknown domain' },
    ]);
  });

  it('reads a field map', () => {
    expect(serverFieldErrors(answer({ errors: { LpuId: 'LPU ID must be exactly 8 digits' } }))).toEqual([
      { path: 'LpuId', message: 'LPU ID must be exactly 8 digits' },
    ]);
  });

  it('skips entries without a path or a text, and answers without errors', () => {
    expect(serverFieldErrors(answer({ errors: [{ path: '', msg: 'x' }, { path: 'a' }, null, 'b'] }))).toEqual([]);
    expect(serverFieldErrors(answer({ errors: { a: 1, b: '' } }))).toEqual([]);
    expect(serverFieldErrors(answer({ success: false, message: 'Nope' }))).toEqual([]);
    expect(serverFieldErrors(new Error('Network Error'))).toEqual([]);
    expect(serverFieldErrors(undefined)).toEqual([]);
  });
});
