import { useLocation } from '@guildhall/ui/router';
import { useVerification } from '../features/payment-result/api/verify-payment';
import { PaymentResultView } from '../features/payment-result/components/PaymentResultView';
import { paymentResult } from '../features/payment-result/result-state';

/** /payment/verify?order_id=: where the payment provider sends the buyer back. */
export default function PaymentVerifyPage() {
  const orderId = new URLSearchParams(useLocation().search).get('order_id')?.trim() || null;
  const verification = useVerification(orderId);
  const result = paymentResult(orderId, {
    // A retry shows 'Verifying...' again, with message and error cleared (spec: Retry returns to loading).
    isPending: verification.isPending || verification.isFetching,
    isError: verification.isError,
    error: verification.error,
    data: verification.data,
  });
  return <PaymentResultView result={result} onRetry={() => void verification.refetch()} />;
}
