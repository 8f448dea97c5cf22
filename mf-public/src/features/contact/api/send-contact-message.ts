import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, ContactMessage } from '@guildhall/contracts';

const serverMessage = (error: unknown) =>
  (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;

/**
 * POST /api/contact/send: a message to the club from the contact form. A failure shows the server's message, else
 * 'Failed to send message' (the spec's rule for this form: never the client's own error text). /contact is a budgeted
 * first load: the HTTP client (axios) loads on submit.
 */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  try {
    const { apiClient } = await import('@guildhall/shared-session/http');
    await apiClient.post<ApiSuccess<{ id: string }>>('/api/contact/send', message);
  } catch (error) {
    if (typeof serverMessage(error) === 'string') throw error;
    throw new Error('Failed to send message', { cause: error });
  }
}

/** A guest's or member's message: nothing this browser has cached changes. */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
