import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, CreatedOrder, CreateOrderRequest, HeldOrder, OrderProof } from '@guildhall/contracts';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';
import { purchaseDeviceId } from './device-id';

/**
 * POST /api/cashfree/create-order: holds a seat for a few minutes and answers the payment session, the order's
 * secret and where to pay (the server sets the price). The browser's device id goes with it, when it keeps one.
 */
export async function createOrder(order: CreateOrderRequest): Promise<CreatedOrder> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const deviceId = purchaseDeviceId();
  const response = await apiClient.post<ApiSuccess<CreatedOrder>>('/api/cashfree/create-order', {
    ...order,
    ...(deviceId ? { deviceId } : {}),
  });
  const created = response.data?.data;
  if (!created?.payment_session_id) throw new Error('Invalid order response from server.');
  return created;
}

/** A held seat changes the event's spots left: its cached copies are dropped. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}

/**
 * POST /api/cashfree/checkout-opened: the buyer goes to the provider's checkout now, so the order's short first
 * hold becomes the full one (proved by the order's secret).
 */
export async function holdForCheckout(proof: OrderProof): Promise<HeldOrder> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.post<ApiSuccess<HeldOrder>>('/api/cashfree/checkout-opened', proof);
  return response.data.data;
}

/**
 * create-order's refusal of a second ticket for one LPU ID and event (409 on `lpuId`): that LPU ID's first ticket
 * exists, and Find my ticket can send it again.
 */
export function refusedForTicketHeld(error: unknown): boolean {
  const response = (error as { response?: { status?: unknown; data?: { errors?: unknown } } } | null)?.response;
  const errors = response?.data?.errors;
  return (
    response?.status === 409 &&
    Array.isArray(errors) &&
    errors.some((entry: { path?: unknown } | null) => entry?.path === 'lpuId')
  );
}
