import { useMutation } from '@tanstack/react-query';
import { eventCertificatePreviewPath } from '@guildhall/contracts/certificate-text';
import { getBlob } from '@guildhall/shared-session/http';
import { openPdf } from '../open-pdf';

/** The name a preview is saved under when the browser keeps it from opening in a tab. */
const PREVIEW_FILE_NAME = 'certificate-preview.pdf';

/** GET .../certificates/preview: a sample PDF for the event's first admitted attendee (nothing is issued). */
export async function previewCertificate(eventId: string): Promise<void> {
  const response = await getBlob(eventCertificatePreviewPath(eventId));
  openPdf(response.data, PREVIEW_FILE_NAME);
}

export const usePreviewCertificate = () => useMutation({ mutationFn: previewCertificate });
