import { minorUnitsOf, visitAmountsDue } from '@console/domain';
import { inArray, like } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { users, workingDivisionOf } from '../features/auth/auth-tables.ts';
import { createPayment } from '../features/payments/payment-service.ts';
import { draftOf } from '../features/shipments/shipment-factories.ts';
import { insertShipment } from '../features/shipments/shipment-workflow.ts';
import { addDocument } from '../features/visits/visit-documents.ts';
import { endVisit } from '../features/visits/visit-end.ts';
import { readVisitState } from '../features/visits/visit-read.ts';
import { createVisit, updateVisit } from '../features/visits/visit-service.ts';
import { visits } from '../features/visits/visits-tables.ts';

/** What marks the demo's counter visits, so seeding twice adds none. */
const DEMO_NOTE = 'Demo visit';

/** Customers at the counters of the README's two branch logins: one served, one still at the desk. */
const COUNTERS = [
  {
    login: 'operator',
    served: { fullName: 'Katarzyna Lewandowska', phone: '48512300401', recipient: 'Piotr Lewandowski' },
    waiting: { fullName: 'Janusz Piotrowski', phone: '48512300402', recipient: 'Helena Piotrowska' },
  },
  {
    login: 'clerk.krakow',
    served: { fullName: 'Agnieszka Wróbel', phone: '48512300403', recipient: 'Michał Wróbel' },
    waiting: { fullName: 'Stanisław Kowalczyk', phone: '48512300404', recipient: 'Irena Kowalczyk' },
  },
] as const;

type Clerk = { id: string; login: string; groups: string[]; divisionId: string };
type Customer = { fullName: string; phone: string; recipient: string };

/** A visit of today with a parcel the customer sends; `serve` takes the fee and ends it. */
async function counterVisit(tx: Transaction, clerk: Clerk, customer: Customer, serve: boolean) {
  const base = draftOf();
  const shipment = await insertShipment(
    tx,
    clerk,
    draftOf({
      sender: {
        ...base.sender,
        name: customer.fullName,
        phone: customer.phone,
        divisionId: clerk.divisionId,
      },
      recipient: { ...base.recipient, name: customer.recipient },
    }),
    { status: 'ReadyToShip' },
  );
  const visit = await createVisit(tx, clerk, 'employee_workplace');
  await updateVisit(tx, clerk, visit.id, {
    fullName: customer.fullName,
    phone: customer.phone,
    note: DEMO_NOTE,
    lockVersion: visit.lockVersion,
  });
  await addDocument(tx, clerk, visit.id, { documentId: shipment.id, documentType: 'Shipment' });
  if (!serve) return;
  const state = await readVisitState(tx, visit.id);
  const dues = visitAmountsDue({ documents: state.documents }, state.shipments, minorUnitsOf);
  if (dues.length > 0)
    await createPayment(tx, clerk, {
      paymentSystem: 'cash',
      visitId: visit.id,
      services: dues.map((due) => ({
        sourceType: 'ShipmentServices',
        sourceId: due.shipmentId,
        serviceId: due.serviceId,
      })),
    });
  await endVisit(tx, clerk, visit.id, { recipients: [] });
}

/**
 * Today's visits at the demo branches (issue 25 "what a clerk meets"): at Warsaw 1001 and Kraków
 * 100003 one customer served (a parcel accepted, its fee taken in cash, the visit Closed) and one
 * still at the desk (an Open visit with a parcel to pay for), so the visit list and each clerk's
 * workplace have something on a fresh start.
 */
export async function seedDemoVisits(db: Database) {
  const [seeded] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(like(visits.note, `${DEMO_NOTE}%`))
    .limit(1);
  if (seeded) return;
  const clerks = await db
    .select({ id: users.id, login: users.login, groups: users.groups, divisionId: workingDivisionOf() })
    .from(users)
    .where(
      inArray(
        users.login,
        COUNTERS.map((counter) => counter.login),
      ),
    );
  for (const counter of COUNTERS) {
    const clerk = clerks.find((row) => row.login === counter.login);
    if (!clerk?.divisionId) continue;
    const known = { ...clerk, divisionId: clerk.divisionId };
    await db.transaction(async (tx) => {
      await counterVisit(tx, known, counter.served, true);
      await counterVisit(tx, known, counter.waiting, false);
    });
  }
}
