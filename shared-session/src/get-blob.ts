import type { AxiosResponse } from 'axios';
import { apiClient } from './api-client';

/** A refused blob request carries its JSON error as a Blob: read it back, so the error-text rule finds its message. */
async function readBlobError(error: unknown): Promise<never> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text());
    } catch {
      response.data = undefined;
    }
  }
  throw error;
}

/** GETs a file the API writes (a CSV, a PDF) with the session's token; a refusal keeps the server's message. */
export function getBlob(url: string, config: { params?: object; timeout?: number } = {}): Promise<AxiosResponse<Blob>> {
  return apiClient.get<Blob>(url, { ...config, responseType: 'blob' }).catch(readBlobError);
}
