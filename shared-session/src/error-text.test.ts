import { getErrorMessage } from './error-text';

const failedCall = (data: unknown, message = 'Request failed with status code 400') =>
  Object.assign(new Error(message), { response: { data } });

describe('getErrorMessage', () => {
  it("prefers the server's message", () => {
    expect(getErrorMessage(failedCall({ message: 'Email already registered', error: 'Conflict' }))).toBe(
      'Email already registered',
    );
  });

  it("falls back to the server's error field", () => {
    expect(getErrorMessage(failedCall({ error: 'Bad Request' }))).toBe('Bad Request');
  });

  it("falls back to the error's own message", () => {
    expect(getErrorMessage(failedCall('<html>502</html>', 'Network Error'))).toBe('Network Error');
  });

  it('falls back to the default text, or the caller’s', () => {
    expect(getErrorMessage(undefined)).toBe('Unknown error occurred');
    expect(getErrorMessage({ message: '' }, 'Failed to load members')).toBe('Failed to load members');
  });
});
