import { getBlob } from '@guildhall/shared-session/http';
import { saveFile } from '@guildhall/ui/hooks';

/**
 * GETs a CSV the server writes and hands it to the browser to save, under the name its Content-Disposition gives
 * (else `fallbackName`); answers that name.
 */
export async function downloadCsv(
  url: string,
  fallbackName: string,
  config: { params?: object; timeout?: number } = {},
): Promise<string> {
  const response = await getBlob(url, config);
  const name = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
  const fileName = name ?? fallbackName;
  saveFile(response.data, fileName);
  return fileName;
}
