import type { Verification } from '@guildhall/contracts';

export type ResultStatus = 'loading' | 'success' | 'failed' | 'pending';

export interface PaymentResult {
  status: ResultStatus;
  message: string;
  /** Details of a failure (failed only). */
  error: string | null;
  transaction: Verification['transaction'] | null;
  ticket: Verification['ticket'];
  /** Whether Retry Verification has an order to ask about again (not without an order id in the URL). */
  canRetry: boolean;
}

export const RESULT_TEXT = {
  loading: 'Verifying your payment, please wait...',
  success: 'Payment successful! Your ticket has been sent to your email.',
  pending: 'Payment is being processed. You will receive confirmation shortly.',
  noOrderId: 'Order ID not found in the URL.',
  noTransaction: 'No transaction data received from server.',
  verificationFailed: 'Payment verification failed.',
  networkError: 'Payment verification failed due to a network/server error.',
  failedOrExpired: (status: string) => `Payment failed or expired. Status: ${status}`,
};

const PENDING = new Set(['PENDING', 'ACTIVE']);

/** The server's own words about a failed call, if it answered at all. */
function serverMessage(error: unknown): string | undefined {
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The payment result screen's state (docs/choices.md, "Tickets and payments"). */
export function paymentResult(
  orderId: string | null,
  query: { isPending: boolean; isError: boolean; error: unknown; data: Verification | undefined },
): PaymentResult {
  if (orderId === null) {
    return {
      status: 'failed',
      message: RESULT_TEXT.noOrderId,
      error: null,
      transaction: null,
      ticket: null,
      canRetry: false,
    };
  }
  const empty = { transaction: null, ticket: null, canRetry: true };
  if (query.isPending) return { status: 'loading', message: RESULT_TEXT.loading, error: null, ...empty };
  if (query.isError) {
    return {
      status: 'failed',
      message: RESULT_TEXT.verificationFailed,
      error: serverMessage(query.error) ?? RESULT_TEXT.networkError,
      ...empty,
    };
  }
  const data = query.data;
  if (!data?.transaction) return { status: 'failed', message: RESULT_TEXT.noTransaction, error: null, ...empty };
  const { transaction, ticket } = data;
  if (transaction.status === 'SUCCESS')
    return { status: 'success', message: RESULT_TEXT.success, error: null, transaction, ticket, canRetry: true };
  if (PENDING.has(transaction.status))
    return { status: 'pending', message: RESULT_TEXT.pending, error: null, transaction, ticket, canRetry: true };
  return {
    status: 'failed',
    message: RESULT_TEXT.failedOrExpired(transaction.status),
    error: data.note,
    transaction,
    ticket,
    canRetry: true,
  };
}
