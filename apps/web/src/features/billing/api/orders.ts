import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_POLL_MS,
  type Order,
  type OrderWithPayment,
  type Paged,
  type PaymentMethod,
} from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';
import { BILLING_KEY, PAGE_SIZE } from './billing-query.ts';

const ORDERS_KEY = [...BILLING_KEY, 'orders'] as const;
const orderKey = (id: string) => [...BILLING_KEY, 'order', id] as const;

/** GET /api/orders: the user's orders, newest first, one page; the table shows a failure in its place. */
export const useOrders = (page: number) =>
  useQuery({
    queryKey: [...ORDERS_KEY, page],
    queryFn: () =>
      unwrap(api.get<Paged<Order>>(`/orders?page=${page}&size=${PAGE_SIZE}`, { shownInline: everyFailure })),
    placeholderData: (previous) => previous,
  });

/**
 * GET /api/orders/:id every PAYMENT_POLL_MS while `polling` (the payment dialog is open and the order can still
 * be paid), in the background too: the user is paying in another tab. A failed poll stops the polling (the
 * request layer showed the error once); "I have paid" asks again.
 */
export const useOrderStatus = (order: Order, polling: boolean) =>
  useQuery({
    queryKey: orderKey(order.id),
    queryFn: () => unwrap(api.get<Order>(`/orders/${order.id}`)),
    initialData: order,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (polling && query.state.status !== 'error' ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

/** POST /api/orders: the server prices the package; the answer says how to pay. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { packageId: string; method: PaymentMethod }) =>
      unwrap(api.post<OrderWithPayment>('/orders', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** POST /api/orders/:id/payment: a new payment for an open order (the link reopened, or another method). */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, method }: { id: string; method: PaymentMethod }) =>
      unwrap(api.post<OrderWithPayment>(`/orders/${id}/payment`, { method })),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKey(answer.order.id), answer.order);
      return queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}

/** POST /api/orders/:id/close: the user gives up an unpaid order. */
export function useCloseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.post<Order>(`/orders/${id}/close`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
