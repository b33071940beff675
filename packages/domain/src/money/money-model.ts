import { z } from 'zod';
import {
  dateFilterSchema,
  deletionMark,
  enumListFilter,
  optionalText,
  queryList,
  uuidListFilter,
} from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister } from '../registers/register-definition.ts';
import { TODAY_FILTER_DEFAULT } from '../shipments/shipment-registers.ts';
import {
  ORDER_PAYMENT_STATUS_TONES,
  ORDER_PAYMENT_STATUSES,
  type OrderPaymentStatus,
  PAYMENT_LAST_STATUS_TONES,
  PAYMENT_LAST_STATUSES,
  type PaymentLastStatus,
} from '../statuses.ts';
import { countryCodeSchema, ORDER_NUMBER_PATTERN, PARCEL_NUMBER_PATTERN } from '../validation.ts';
import { clampGoodsAmount, GOODS_AMOUNT_MIN, XERO_AMOUNT_MAX } from './goods-sale.ts';

/**
 * Payment numbers in the filter: the parcel pattern of registers §5 ("Payments: same parcel pattern
 * as shipments"), and the numbers this API gives payments, PM + twelve digits.
 */
export const PAYMENT_NUMBER_PATTERN = new RegExp(`${PARCEL_NUMBER_PATTERN.source}|^PM\\d{12}$`);

/** Millimetres; the dialog takes up to four digits of centimetres. */
const dimension = z.number().int().min(0).max(99_990).nullish();

/** One line of the goods sale: a nomenclature code and how many. */
export const orderServiceInputSchema = z.strictObject({
  serviceCode: z.string().trim().min(1).max(50),
  amount: z.number().int().min(GOODS_AMOUNT_MIN).max(XERO_AMOUNT_MAX),
});

/** Each goods item once, each amount within its limits (registers §5 "Goods sale"). */
const checkOrderLines = (
  value: { services: { serviceCode: string; amount: number }[] },
  context: z.RefinementCtx,
) => {
  const seen = new Set<string>();
  value.services.forEach((line, index) => {
    if (seen.has(line.serviceCode))
      context.addIssue({
        code: 'custom',
        path: ['services', index, 'serviceCode'],
        message: 'any.duplicate',
      });
    seen.add(line.serviceCode);
    if (clampGoodsAmount(line.amount, line.serviceCode) !== line.amount)
      context.addIssue({ code: 'custom', path: ['services', index, 'amount'], message: 'number.max' });
  });
};

/** `POST orders` (registers §3.2 "Order": companyTin, contractNumber, services), plus the visit it belongs to. */
export const orderCreateSchema = z
  .strictObject({
    companyTin: z.string().trim().min(2).max(20).nullish(),
    contractNumber: z.string().trim().min(2).max(20).nullish(),
    visitId: z.uuid().nullish(),
    width: dimension,
    length: dimension,
    height: dimension,
    services: z.array(orderServiceInputSchema).min(1).max(50),
  })
  .superRefine(checkOrderLines);
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/**
 * `POST shipments/{id}/orders` (platform §6 "Shipment sell-goods"): goods sold on a shipment, the
 * order of `POST orders` without a visit; the shipment's history names the order.
 */
export const shipmentOrderCreateSchema = z
  .strictObject({
    contractNumber: z.string().trim().min(2).max(20).nullish(),
    width: dimension,
    length: dimension,
    height: dimension,
    services: z.array(orderServiceInputSchema).min(1).max(50),
  })
  .superRefine(checkOrderLines);
export type ShipmentOrderCreate = z.infer<typeof shipmentOrderCreateSchema>;

/** `PUT orders/{id}` adds lockVersion. */
export const orderUpdateSchema = z.strictObject({
  companyTin: z.string().trim().min(2).max(20).nullish(),
  contractNumber: z.string().trim().min(2).max(20).nullish(),
  width: dimension,
  length: dimension,
  height: dimension,
  services: z.array(orderServiceInputSchema).min(1).max(50),
  lockVersion: z.number().int().min(1),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export interface OrderService {
  id: string;
  serviceCode: string;
  nomenclatureId: string;
  name: string;
  amount: number;
  /** Unit price, decimal string. */
  price: string;
  /** price × amount, decimal string. */
  cost: string;
  currencyCode: string;
  orderId: string;
}

export interface Order {
  id: string;
  number: string;
  lockVersion: number;
  divisionId: string | null;
  division: string | null;
  countryCode: string;
  companyTin: string | null;
  contractNumber: string | null;
  paymentStatus: OrderPaymentStatus;
  currencyCode: string;
  amountCost: string;
  services: OrderService[];
  visitId: string | null;
  paymentId: string | null;
  width: number | null;
  length: number | null;
  height: number | null;
  createdByUser: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A goods item the dialog offers (registers §3.2 "Nomenclature item (goods)") with its price. */
export interface GoodsItem {
  id: string;
  name: string;
  code: string;
  type: string;
  barcodes: string[];
  width: number | null;
  length: number | null;
  height: number | null;
  volumetricWeight: number | null;
  price: string;
  currencyCode: string;
  isHidden: boolean;
}

export const goodsSearchQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  width: z.coerce.number().int().min(0).max(99_990).optional(),
  length: z.coerce.number().int().min(0).max(99_990).optional(),
  height: z.coerce.number().int().min(0).max(99_990).optional(),
});

/** Order payment status from its lines and contract: a free order is FreeOfCharge, a contract pays after. */
export function orderPaymentStatus(
  amountCost: string,
  contractNumber: string | null | undefined,
  paid: boolean,
): OrderPaymentStatus {
  if (paid) return 'Paid';
  if (/^0+(\.0+)?$/.test(amountCost)) return 'FreeOfCharge';
  if (contractNumber) return 'ContractAfterPayment';
  return 'NeedPay';
}

/** Statuses an order can be paid from at the counter. */
export const PAYABLE_ORDER_STATUSES = ['NeedPay'] as const satisfies readonly OrderPaymentStatus[];

export interface PaymentServiceLine {
  sourceType: 'Order' | 'ShipmentServices' | 'CashOnDelivery';
  sourceId: string;
  serviceId: string;
  serviceName: string;
  sourceNumber: string;
  /** Decimal strings. */
  amountPaid: string;
  amountToPay: string;
  currencyCode?: string;
}

export interface PaymentStatusEntry {
  status: PaymentLastStatus;
  user: string;
  divisionId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET payments/{id}` (registers §3.2 "Payment"). */
export interface Payment {
  id: string;
  number: string;
  lastStatus: PaymentLastStatus;
  lastStatusDateTime: string;
  currencyCode: string;
  payerFirstName: string | null;
  payerLastName: string | null;
  payerPatronymic: string | null;
  payerPhone: string | null;
  payerCid: string | null;
  recipientName: string | null;
  recipientId: string | null;
  operationType: string;
  source: string;
  sum: string;
  createdAt: string;
  paymentSystem: string;
  externalId: string | null;
  country: string;
  divisionId: string | null;
  division: string | null;
  visitId: string | null;
  note: string | null;
  userCreate: string;
  services: PaymentServiceLine[];
  statuses: PaymentStatusEntry[];
  deletedAt: string | null;
}

/** `POST cancellation-of-payments` (payments[]): one or several. */
export const paymentCancellationSchema = z.strictObject({
  payments: z.array(z.uuid()).min(1).max(100),
  note: z.string().trim().max(500).nullish(),
});

/**
 * `PUT payments/{id}` (registers §6 "Payments: edit and remove"): what a payment leaves to be
 * edited is its note; its sum, services and statuses are the money's record and stay as taken.
 */
export const paymentUpdateSchema = z.strictObject({
  note: z.string().trim().max(500).nullable(),
});

/** `POST payments/payments-statuses`: the last status of each payment named. */
export const paymentStatusesQuerySchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(100),
});

export const internalIdsQuerySchema = z.strictObject({
  ids: queryList(z.uuid()).pipe(z.array(z.uuid()).min(1).max(100)),
});

export const RECEIPT_FORMATS = ['A4', 'Tape'] as const;
export type ReceiptFormat = (typeof RECEIPT_FORMATS)[number];
export const receiptQuerySchema = z.strictObject({
  format: z.enum(RECEIPT_FORMATS).default('A4'),
  lang: z.string().trim().min(2).max(10).optional(),
});

const paymentNumbersFilter = queryList(z.string().trim().toUpperCase().regex(PAYMENT_NUMBER_PATTERN))
  .pipe(z.array(z.string()).max(100))
  .optional();

export const PAYMENT_OPERATION_TYPES = ['Payment'] as const;
export const PAYMENT_SOURCES = ['Counter'] as const;

export const paymentFilterSchema = z.strictObject({
  ids: uuidListFilter,
  numbers: paymentNumbersFilter,
  createdAtFrom: dateFilterSchema.optional(),
  createdAtTo: dateFilterSchema.optional(),
  lastStatuses: enumListFilter(PAYMENT_LAST_STATUSES),
  divisions: uuidListFilter,
  userCreate: optionalText(1, 100),
  countryCodes: queryList(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
  )
    .pipe(z.array(z.string()).max(50))
    .optional(),
  deletionMark,
});

/** Payments register (registers §3.1 "payments": number, operationType, source, country, lastStatus, userCreate, division, createdAt). */
export const paymentsRegister = defineRegister({
  key: 'payments',
  path: 'payments',
  resource: 'payments',
  route: 'payments',
  keyField: 'id',
  columns: [
    { field: 'number' },
    { field: 'operationType' },
    { field: 'source' },
    { field: 'country' },
    { field: 'lastStatus', kind: 'tone', tones: PAYMENT_LAST_STATUS_TONES },
    { field: 'sum' },
    { field: 'currencyCode' },
    { field: 'userCreate' },
    { field: 'division' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList', namesRows: true },
    {
      name: 'createdAtFrom',
      operator: 'from',
      fields: ['createdAt'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'createdAtTo', operator: 'to', fields: ['createdAt'], input: 'date' },
    {
      name: 'lastStatuses',
      operator: 'in',
      fields: ['lastStatus'],
      input: 'multiSelect',
      options: PAYMENT_LAST_STATUSES,
    },
    {
      name: 'divisions',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    {
      name: 'userCreate',
      operator: 'equals',
      fields: ['userCreate'],
      input: 'reference',
      reference: 'staffs',
    },
    { name: 'countryCodes', operator: 'in', fields: ['country'], input: 'textList' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(paymentFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'payment_edit',
  sort: { field: 'createdAt', direction: 'desc' },
});

const orderNumbersFilter = queryList(z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN))
  .pipe(z.array(z.string()).max(100))
  .optional();

export const orderFilterSchema = z.strictObject({
  ids: uuidListFilter,
  numbers: orderNumbersFilter,
  createdAtFrom: dateFilterSchema.optional(),
  createdAtTo: dateFilterSchema.optional(),
  paymentStatuses: enumListFilter(ORDER_PAYMENT_STATUSES),
  divisions: uuidListFilter,
  deletionMark,
});

/** Orders register (registers §3.1 "orders": number, division, paymentStatus, amountCost, country, currencyCode, services). */
export const ordersRegister = defineRegister({
  key: 'orders',
  path: 'orders',
  resource: 'orders',
  route: 'orders',
  keyField: 'id',
  columns: [
    { field: 'number' },
    { field: 'division' },
    { field: 'paymentStatus', kind: 'tone', tones: ORDER_PAYMENT_STATUS_TONES },
    { field: 'amountCost' },
    { field: 'countryCode' },
    { field: 'currencyCode' },
    { field: 'serviceCodes', kind: 'list' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList', namesRows: true },
    {
      name: 'createdAtFrom',
      operator: 'from',
      fields: ['createdAt'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'createdAtTo', operator: 'to', fields: ['createdAt'], input: 'date' },
    {
      name: 'paymentStatuses',
      operator: 'in',
      fields: ['paymentStatus'],
      input: 'multiSelect',
      options: ORDER_PAYMENT_STATUSES,
    },
    {
      name: 'divisions',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(orderFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'order_edit',
  sort: { field: 'createdAt', direction: 'desc' },
});

/** NovaPay sign-in state (`GET nova-pay/login`). */
export interface NovaPayState {
  connected: boolean;
  mode: 'stand-in' | 'http';
  terminalId: string | null;
  merchant: string | null;
  signedInAt: string | null;
  expiresAt: string | null;
  error: string | null;
}

/**
 * `POST pricing/nomenclature-calculations` (registers §7 "Catalogue"): the price list's price of
 * each nomenclature in a country and its cost for the amount, before an order is made.
 */
export const nomenclatureCalculationSchema = z.strictObject({
  countryCode: countryCodeSchema,
  contractNumber: z.string().trim().min(2).max(20).nullish(),
  services: z.array(orderServiceInputSchema).min(1).max(50),
});
export type NomenclatureCalculation = z.infer<typeof nomenclatureCalculationSchema>;

export interface NomenclatureCalculationItem {
  serviceCode: string;
  name: string;
  amount: number;
  /** The unit price, a decimal string in the currency's minor units ("12.50"). */
  price: string;
  /** price × amount, exact. */
  cost: string;
  currencyCode: string;
}
