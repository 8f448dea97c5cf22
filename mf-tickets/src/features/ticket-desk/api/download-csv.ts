import { apiClient } from '@guildhall/shared-session/http';
import { saveFile } from '@guildhall/ui/hooks';

/** A failed blob request carries its JSON error as a Blob: read it, so the error-text rule finds its message. */
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

/**
 * GETs a CSV the server writes and hands it to the browser to save, under the name its Content-Disposition gives
 * (else `fallbackName`); answers that name.
 */
export async function downloadCsv(
  url: string,
  fallbackName: string,
  config: { params?: object; timeout?: number } = {},
): Promise<string> {
  const response = await apiClient.get<Blob>(url, { ...config, responseType: 'blob' }).catch(readBlobError);
  const name = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
  const fileName = name ?? fallbackName;
  saveFile(response.data, fileName);
  return fileName;
}
