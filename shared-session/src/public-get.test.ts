import { configureApi } from './api-config';
import { getErrorMessage } from './error-text';
import { publicGet } from './public-get';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  configureApi({ baseURL: '' });
});

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

it('answers the envelope data of the API on the configured origin, without a bearer token', async () => {
  configureApi({ baseURL: 'https://api.example.org' });
  fetchMock.mockReturnValue(answer(200, { success: true, message: 'Event', data: { id: 'e-1' } }));
  await expect(publicGet('/api/events/featured')).resolves.toEqual({ id: 'e-1' });
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('https://api.example.org/api/events/featured');
  expect(init.headers).not.toHaveProperty('Authorization');
});

it('rejects a 4xx with the status and the server message, as the text rule reads it', async () => {
  fetchMock.mockReturnValue(answer(404, { success: false, message: 'Event not found' }));
  const failure = await publicGet('/api/events/by-id/x').catch((error: unknown) => error);
  expect(failure).toMatchObject({ response: { status: 404 } });
  expect(getErrorMessage(failure)).toBe('Event not found');
});

it('rejects a network failure without a status (so queries retry it)', async () => {
  fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
  const failure = await publicGet('/api/events/featured').catch((error: unknown) => error);
  expect(failure).toMatchObject({ message: 'Network Error' });
  expect(failure).not.toHaveProperty('response.status');
});
