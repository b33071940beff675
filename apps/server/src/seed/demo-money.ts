import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../features/auth/auth-tables.ts';
import { nomenclatures } from '../features/catalogue/catalogue-tables.ts';
import { createOrder } from '../features/orders/order-service.ts';
import { goodsPrices, orders } from '../features/orders/orders-tables.ts';
import { cancelPayments } from '../features/payments/payment-operations.ts';
import { createPayment } from '../features/payments/payment-service.ts';
import { stableId } from './demo-registers.ts';

/**
 * Goods the counter sells (registers §3.2 "Nomenclature item"), beside the boxes, envelope and tape
 * of the reference seed: every barcode is a valid EAN-13 a scanner reads. XERO is copying, sold by
 * the page (up to 5,000).
 */
const MORE_GOODS = [
  {
    code: 'BOX-L',
    name: 'Box L',
    type: 'Packaging',
    width: 400,
    length: 600,
    height: 400,
    barcode: '5901234123495',
  },
  {
    code: 'ENV-C5',
    name: 'Envelope C5',
    type: 'Packaging',
    width: 162,
    length: 229,
    height: 5,
    barcode: '5901234123501',
  },
  {
    code: 'ENV-BUBBLE',
    name: 'Bubble envelope',
    type: 'Packaging',
    width: 220,
    length: 340,
    height: 20,
    barcode: '5901234123518',
  },
  {
    code: 'TAPE-FRAGILE',
    name: 'Packing tape "Fragile"',
    type: 'Goods',
    width: null,
    length: null,
    height: null,
    barcode: '5901234123525',
  },
  {
    code: 'XERO',
    name: 'Copy (A4 page)',
    type: 'Goods',
    width: null,
    length: null,
    height: null,
    barcode: '5901234123532',
  },
] as const;

/** Prices per currency, exact decimals (PLN at the counter in Poland, EUR elsewhere). */
const PRICES: Readonly<Record<string, { PLN: string; EUR: string }>> = {
  'BOX-S': { PLN: '4.50', EUR: '1.05' },
  'BOX-M': { PLN: '6.90', EUR: '1.60' },
  'BOX-L': { PLN: '9.90', EUR: '2.30' },
  'ENV-A4': { PLN: '1.20', EUR: '0.28' },
  'ENV-C5': { PLN: '0.80', EUR: '0.19' },
  'ENV-BUBBLE': { PLN: '2.40', EUR: '0.56' },
  TAPE: { PLN: '7.99', EUR: '1.86' },
  'TAPE-FRAGILE': { PLN: '9.49', EUR: '2.21' },
  XERO: { PLN: '0.30', EUR: '0.07' },
};

export async function seedDemoMoney(db: Database) {
  await db
    .insert(nomenclatures)
    .values(
      MORE_GOODS.map(({ barcode, ...row }) => ({
        ...row,
        id: stableId(`nomenclature:${row.code}`),
        countryCode: 'PL',
        measurementUnitCode: 'H87',
        volumetricWeight:
          row.width && row.length && row.height
            ? Math.round((row.width * row.length * row.height) / 4000)
            : null,
        barcodes: [{ id: stableId(`barcode:${barcode}`), barcode }],
        dimensions: [],
      })),
    )
    .onConflictDoNothing();
  const items = await db.select({ id: nomenclatures.id, code: nomenclatures.code }).from(nomenclatures);
  const priced = items.filter((item) => PRICES[item.code]);
  await db
    .insert(goodsPrices)
    .values(
      priced.flatMap((item) =>
        (['PLN', 'EUR'] as const).map((currencyCode) => ({
          id: stableId(`goods-price:${item.code}:${currencyCode}`),
          nomenclatureId: item.id,
          currencyCode,
          price: PRICES[item.code]![currencyCode],
        })),
      ),
    )
    .onConflictDoNothing();

  // A few orders and payments of the day, so the registers open on real rows.
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
  if (count > 0) return;
  const [operator] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, 'operator'));
  if (!operator) return;
  await db.transaction(async (tx) => {
    const paid = await createOrder(tx, operator, {
      services: [
        { serviceCode: 'BOX-M', amount: 2 },
        { serviceCode: 'TAPE', amount: 1 },
      ],
    });
    await createPayment(tx, operator, {
      paymentSystem: 'card',
      payerFirstName: 'Anna',
      payerLastName: 'Kowalska',
      payerPhone: '48600100200',
      services: [{ sourceType: 'Order', sourceId: paid.id, serviceId: paid.id }],
    });
    const refunded = await createOrder(tx, operator, { services: [{ serviceCode: 'XERO', amount: 120 }] });
    const payment = await createPayment(tx, operator, {
      paymentSystem: 'cash',
      payerFirstName: 'Jan',
      payerLastName: 'Wiśniewski',
      services: [{ sourceType: 'Order', sourceId: refunded.id, serviceId: refunded.id }],
    });
    await cancelPayments(tx, operator, [payment.id], 'Demo: paid twice');
    await createOrder(tx, operator, {
      companyTin: '5260250995',
      services: [
        { serviceCode: 'ENV-BUBBLE', amount: 10 },
        { serviceCode: 'BOX-S', amount: 5 },
      ],
    });
  });
}
