import type { App } from '../../src/app';
import type { multipartForm } from './multipart';

/**
 * Any method with an optional JSON body (or a multipart `form`) and bearer token; the status and the parsed
 * envelope.
 */
export async function send(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { payload, form, token }: { payload?: unknown; form?: ReturnType<typeof multipartForm>; token?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    payload: form ? form.payload : (payload as object | undefined),
    headers: { ...form?.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

/**
 * A 400 that names each field of `errors` ({ path: message }, in the schema's order) with its own message; the
 * envelope's message is the first one's.
 */
export function expectFieldErrors(
  { status, body }: { status: number; body: { message?: string; errors?: unknown } },
  errors: Record<string, string>,
) {
  expect(status).toBe(400);
  expect(body.errors).toEqual(Object.entries(errors).map(([path, msg]) => ({ path, msg })));
  expect(body.message).toBe(Object.values(errors)[0]);
}
