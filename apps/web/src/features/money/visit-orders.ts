import type { Order, PaymentCreate, Visit } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchOrders, moneyKeys } from './money-api.ts';

/** Ids of the visit's Order documents, in document order. */
export function visitOrderIds(visit: Pick<Visit, 'documents'>): string[] {
  return visit.documents.filter((document) => document.documentType === 'Order').map((d) => d.documentId);
}

/** The visit's orders (`GET internal/orders`), reloaded with the visit. */
export function useVisitOrders(visit: Pick<Visit, 'documents' | 'updatedAt'>): Order[] {
  const ids = visitOrderIds(visit);
  const query = useQuery({
    queryKey: [...moneyKeys.orders(ids), visit.updatedAt],
    queryFn: () => fetchOrders(ids),
    enabled: ids.length > 0,
  });
  return ids.length > 0 ? (query.data ?? []) : [];
}

/** Orders that still need payment at the counter. */
export function unpaidOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.paymentStatus === 'NeedPay' && !order.deletedAt);
}

/** Payment lines of whole orders (`sourceType: 'Order'`, the order named as its own service). */
export function orderPaymentLines(orders: readonly Order[]): PaymentCreate['services'] {
  return orders.map((order) => ({ sourceType: 'Order' as const, sourceId: order.id, serviceId: order.id }));
}
