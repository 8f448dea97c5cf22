import { AxiosError, AxiosHeaders } from 'axios';
import { getErrorMessage, NETWORK_ERROR_TEXT } from './error-text';
import { PublicGetError } from './public-get';

const answered = (status: number, data: unknown) =>
  new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    undefined,
    {},
    {
      status,
      statusText: '',
      data,
      headers: {},
      config: { headers: new AxiosHeaders() },
    },
  );

describe('getErrorMessage', () => {
  it("prefers the server's message", () => {
    expect(getErrorMessage(answered(409, { message: 'Email already registered', error: 'Conflict' }))).toBe(
      'Email already registered',
    );
  });

  it("falls back to the server's error field", () => {
    expect(getErrorMessage(answered(400, { error: 'Bad Request' }))).toBe('Bad Request');
  });

  it("answers the screen's own default, never the library's text, when the server gives no message", () => {
    expect(getErrorMessage(answered(500, '<html>500</html>'), 'Invalid credentials. Please try again.')).toBe(
      'Invalid credentials. Please try again.',
    );
    expect(
      getErrorMessage(new PublicGetError('Request failed with status code 502', { status: 502, data: null }), 'X'),
    ).toBe('X');
  });

  it("says the server can't be reached when no answer came", () => {
    expect(getErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'), 'Failed')).toBe(NETWORK_ERROR_TEXT);
    expect(getErrorMessage(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED'), 'Failed')).toBe(
      NETWORK_ERROR_TEXT,
    );
    expect(getErrorMessage(new PublicGetError('Network Error'), 'Failed')).toBe(NETWORK_ERROR_TEXT);
  });

  it('reads our own errors by their message, then the default text, or the caller’s', () => {
    expect(getErrorMessage(new Error('The tickets panel could not be loaded'))).toBe(
      'The tickets panel could not be loaded',
    );
    expect(getErrorMessage(undefined)).toBe('Unknown error occurred');
    expect(getErrorMessage({ message: '' }, 'Failed to load members')).toBe('Failed to load members');
  });
});
