import type { App } from '../../src/app';

/** Any method with an optional JSON body and bearer token; the status and the parsed envelope. */
export async function send(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { payload, token }: { payload?: unknown; token?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}
