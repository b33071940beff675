import { minorUnitsOf, SERVICE_CODES, visitAmountsDue } from '@console/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { users } from '../features/auth/auth-tables.ts';
import { createCodPayout, markCodPayoutPaidOff } from '../features/cash-on-delivery/cod-payouts.ts';
import { codPayables } from '../features/cash-on-delivery/cod-tables.ts';
import { identificationDocumentTypes } from '../features/catalogue/catalogue-tables.ts';
import { divisions } from '../features/divisions/divisions-table.ts';
import { createIdentification } from '../features/identification/identification-service.ts';
import { createPayment } from '../features/payments/payment-service.ts';
import { draftOf } from '../features/shipments/shipment-factories.ts';
import { insertShipment } from '../features/shipments/shipment-workflow.ts';
import { addDocument } from '../features/visits/visit-documents.ts';
import { endVisit } from '../features/visits/visit-end.ts';
import { readVisitState } from '../features/visits/visit-read.ts';
import { createVisit } from '../features/visits/visit-service.ts';
import { DEMO_DIVISION } from './demo-users.ts';

/** Two senders who ship with cash on delivery: a shop (owed by its TIN) and a private seller. */
const SENDERS = [
  { name: 'Sklep Ogrodowy Sp. z o.o.', phone: '48126001122', companyTin: '6762461659' },
  { name: 'Ewa Zielińska', phone: '48600500400', companyTin: null },
] as const;

interface CodParcel {
  sender: 0 | 1;
  amount: string;
  recipient: string;
  phone: string;
}

/** Parcels from Kraków issued at the demo branch: sender, amount to collect, recipient. */
const PARCELS: readonly CodParcel[] = [
  { sender: 0, amount: '149.99', recipient: 'Marek Lis', phone: '48501200301' },
  { sender: 0, amount: '89.50', recipient: 'Zofia Wójcik', phone: '48501200302' },
  { sender: 1, amount: '320.00', recipient: 'Tomasz Kaczmarek', phone: '48501200303' },
  { sender: 0, amount: '45.00', recipient: 'Alicja Dąbrowska', phone: '48501200304' },
];

const TO_COLLECT: readonly CodParcel[] = [
  { sender: 1, amount: '250.00', recipient: 'Barbara Nowak', phone: '48501200305' },
  { sender: 0, amount: '74.90', recipient: 'Paweł Mazur', phone: '48501200306' },
];

const SEED_SMS_LIMITS = { perVisit: 3, perPhone: 5, windowSeconds: 3600, ttlSeconds: 300 };

/**
 * Cash on delivery in every state, made the way the counter makes it (docs/decisions.md "Cash on
 * delivery"): parcels from Kraków issued at the demo branch in a visit that takes the fees and the
 * amount in one payment; the shop's first two amounts paid out to it, the third awaiting payout
 * in a payout of its own, the private seller's still collected; two more wait to be collected.
 */
export async function seedDemoCashOnDelivery(db: Database) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(codPayables);
  if (count > 0) return;
  const people = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(inArray(users.login, ['operator', 'administrator.god']));
  const operator = people.find((user) => user.login === 'operator');
  const god = people.find((user) => user.login === 'administrator.god');
  const places = await db
    .select({ id: divisions.id, number: divisions.number })
    .from(divisions)
    .where(inArray(divisions.number, [DEMO_DIVISION.number, '100003']));
  const waw = places.find((place) => place.number === DEMO_DIVISION.number);
  const krakow = places.find((place) => place.number === '100003');
  const [documentType] = await db
    .select({ id: identificationDocumentTypes.id })
    .from(identificationDocumentTypes)
    .where(eq(identificationDocumentTypes.countryCode, 'PL'))
    .orderBy(asc(identificationDocumentTypes.name))
    .limit(1);
  if (!operator || !god || !waw || !krakow || !documentType) return;

  /** Accepted in Kraków and waiting at the demo branch, the recipient paying the fees and the amount. */
  const codParcel = (tx: Transaction, parcel: CodParcel, clientOrder: string | null = null) =>
    insertShipment(
      tx,
      operator,
      draftOf({
        payerType: 'Recipient',
        clientOrder,
        sender: { ...draftOf().sender, ...SENDERS[parcel.sender], divisionId: krakow.id },
        recipient: {
          ...draftOf().recipient,
          name: parcel.recipient,
          phone: parcel.phone,
          divisionId: waw.id,
        },
        services: [
          { serviceCode: 'Delivery', payerType: 'Recipient', value: null },
          { serviceCode: SERVICE_CODES.cashOnDelivery, payerType: 'Recipient', value: parcel.amount },
        ],
      }),
      {
        status: 'Accepted',
        acceptedByUser: 'clerk.krakow',
        firstLogisticDivisionId: krakow.id,
        lastLogisticDivisionId: waw.id,
        paymentStatuses: {},
      },
    );

  // Two still to collect, for the README's walk and the e2e journey (`DEMO-COD-ISSUE-1`, `-2`).
  await db.transaction(async (tx) => {
    for (const [index, parcel] of TO_COLLECT.entries())
      await codParcel(tx, parcel, `DEMO-COD-ISSUE-${index + 1}`);
  });

  const payables: string[] = [];
  for (const parcel of PARCELS) {
    await db.transaction(async (tx) => {
      const shipment = await codParcel(tx, parcel);
      const visit = await createVisit(tx, operator, 'employee_workplace');
      await addDocument(tx, operator, visit.id, { documentId: shipment.id, documentType: 'Shipment' });
      await createIdentification(
        tx,
        operator,
        {
          ownerType: 'Visit',
          ownerIds: [visit.id],
          operationType: 'Issuance',
          identificationType: 'Document',
          client: { documentTypeId: documentType.id, documentNumber: 'ABC123456', name: parcel.recipient },
        },
        SEED_SMS_LIMITS,
      );
      const state = await readVisitState(tx, visit.id);
      const dues = visitAmountsDue({ documents: state.documents }, state.shipments, minorUnitsOf);
      await createPayment(tx, operator, {
        paymentSystem: payables.length % 2 === 0 ? 'cash' : 'card',
        visitId: visit.id,
        services: dues.map((due) => ({
          sourceType: due.kind === 'cashOnDelivery' ? 'CashOnDelivery' : 'ShipmentServices',
          sourceId: due.shipmentId,
          serviceId: due.serviceId,
        })),
      });
      await endVisit(tx, operator, visit.id, { recipients: [] });
      const [payable] = await tx
        .select({ id: codPayables.id })
        .from(codPayables)
        .where(eq(codPayables.shipmentId, shipment.id));
      payables.push(payable!.id);
    });
  }
  await db.transaction(async (tx) => {
    const paid = await createCodPayout(tx, god, [payables[0]!, payables[1]!]);
    await markCodPayoutPaidOff(tx, god, paid.id);
    await createCodPayout(tx, god, [payables[3]!]);
  });
}
