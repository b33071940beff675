import type {
  GoodsItem,
  NomenclatureCalculation,
  NomenclatureCalculationItem,
  NovaPayState,
  Order,
  OrderCreate,
  OrderUpdate,
  Payment,
  ReceiptFormat,
  ShipmentOrderCreate,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** Query keys of the money screens (STYLE.md: one factory per resource). */
export const moneyKeys = {
  payment: (id: string) => ['payments', 'detail', id] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  orders: (ids: readonly string[]) => ['orders', 'internal', [...ids].sort()] as const,
  goods: (query: GoodsQuery) => ['orders', 'goods', query] as const,
  pricing: (calculation: NomenclatureCalculation) =>
    ['pricing', 'nomenclature-calculations', calculation] as const,
  novaPay: ['nova-pay', 'login'] as const,
};

export interface GoodsQuery {
  search: string;
  width?: number | undefined;
  length?: number | undefined;
  height?: number | undefined;
}

export async function fetchPayment(id: string): Promise<Payment> {
  const { data } = await apiClient.get<Payment>(`payments/${encodeURIComponent(id)}`);
  return data;
}

export async function cancelPayments(ids: readonly string[]): Promise<Payment[]> {
  const { data } = await apiClient.post<{ items: Payment[] }>('cancellation-of-payments', { payments: ids });
  return data.items;
}

/** `PUT payments/{id}`: the payment's note (its money stays as taken). */
export async function updatePaymentNote(id: string, note: string | null): Promise<Payment> {
  const { data } = await apiClient.put<Payment>(`payments/${encodeURIComponent(id)}`, { note });
  return data;
}

export async function deletePayment(id: string): Promise<void> {
  await apiClient.delete(`payments/${encodeURIComponent(id)}`);
}

/** `GET payments/{id}/print-form/receipt?format=A4|Tape` as a PDF blob. */
export async function fetchReceipt(id: string, format: ReceiptFormat, lang?: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`payments/${encodeURIComponent(id)}/print-form/receipt`, {
    params: { format, ...(lang ? { lang } : {}) },
    responseType: 'blob',
  });
  return data instanceof Blob ? data : new Blob([data], { type: 'application/pdf' });
}

export async function fetchOrder(id: string): Promise<Order> {
  const { data } = await apiClient.get<Order>(`orders/${encodeURIComponent(id)}`);
  return data;
}

export async function fetchOrders(ids: readonly string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const { data } = await apiClient.get<{ items: Order[] }>('internal/orders', {
    params: { ids },
    paramsSerializer: { indexes: false },
  });
  return data.items;
}

export async function createOrder(body: OrderCreate): Promise<Order> {
  const { data } = await apiClient.post<{ data: Order }>('orders', body);
  return data.data;
}

/** `POST shipments/{id}/orders`: goods sold on a shipment (platform §6 "Shipment sell-goods"). */
export async function createShipmentOrder(shipmentId: string, body: ShipmentOrderCreate): Promise<Order> {
  const { data } = await apiClient.post<{ data: Order }>(
    `shipments/${encodeURIComponent(shipmentId)}/orders`,
    body,
  );
  return data.data;
}

export async function updateOrder(id: string, body: OrderUpdate): Promise<Order> {
  const { data } = await apiClient.put<{ data: Order }>(`orders/${encodeURIComponent(id)}`, body);
  return data.data;
}

export async function deleteOrder(id: string): Promise<void> {
  await apiClient.delete(`orders/${encodeURIComponent(id)}`);
}

/**
 * `POST pricing/nomenclature-calculations` (registers §7 "Catalogue"): the price and cost of each
 * line, as the order will be charged.
 */
export async function calculateNomenclatures(
  calculation: NomenclatureCalculation,
  signal?: AbortSignal,
): Promise<NomenclatureCalculationItem[]> {
  const { data } = await apiClient.post<{ items: NomenclatureCalculationItem[] }>(
    'pricing/nomenclature-calculations',
    calculation,
    { signal },
  );
  return data.items;
}

export async function searchGoods(query: GoodsQuery): Promise<GoodsItem[]> {
  const params: Record<string, string | number> = {};
  if (query.search.trim()) params.search = query.search.trim();
  for (const side of ['width', 'length', 'height'] as const) {
    const value = query[side];
    if (value) params[side] = value;
  }
  const { data } = await apiClient.get<{ items: GoodsItem[] }>('orders/goods', { params });
  return data.items;
}

export async function novaPayLogin(): Promise<NovaPayState> {
  const { data } = await apiClient.get<NovaPayState>('nova-pay/login');
  return data;
}

export interface PaymentCreated {
  id: string;
  number: string;
  sum: string;
  currencyCode: string;
  /** Visit messages the payment raised (registers §8), e.g. `paid_order_restored`. */
  messages?: string[];
}

/** `POST payments`: the counter takes one payment for shipment services and orders. */
/**
 * `POST payments`; in PUDO mode the pickup point's own `pudo/payments` (registers §7 "PUDO mode
 * inserts a pudo segment"), for a visit of that point.
 */
export async function takePayment(
  body: import('@console/domain').PaymentCreate,
  options: { pudo?: boolean } = {},
): Promise<PaymentCreated> {
  const { data } = await apiClient.post<PaymentCreated>(options.pudo ? 'pudo/payments' : 'payments', body);
  return data;
}
