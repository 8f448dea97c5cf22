// '@guildhall/ui/hooks': small browser helpers any app may use: React hooks, saving a file (no MUI, no data layer).
import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (a search box asks the server once per pause, not per key). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Hands the browser a file to save (an export): an object URL on a link, clicked, then released. */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click's task: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
