import { saveFile } from '@guildhall/ui/hooks';

/** How long a shown PDF's object URL lives: its tab has read it by then. */
const OBJECT_URL_MS = 60_000;

/** Shows a PDF in a new tab; where the browser blocks the tab (a pop-up blocker), saves it instead. */
export function openPdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const tab = window.open(url, '_blank');
  if (!tab) {
    URL.revokeObjectURL(url);
    saveFile(pdf, fileName);
    return;
  }
  // The tab shows our own file: it has no business with the desk's window.
  tab.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_MS);
}
