import type { CustomsGoodsLine, CustomsStatus, Invoice, ShipmentStatus } from '@console/domain';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { shipmentAttachments } from '../features/attachments/attachments-tables.ts';
import { demoPdf, demoPng } from '../features/attachments/demo-files.ts';
import type { FileStore } from '../features/attachments/file-store.ts';
import { storeUpload } from '../features/attachments/uploads.ts';
import { users } from '../features/auth/auth-tables.ts';
import { attachedDocumentTypes } from '../features/catalogue/catalogue-tables.ts';
import { shipmentCustoms, shipmentCustomsHistory } from '../features/customs/customs-tables.ts';
import { divisions } from '../features/divisions/divisions-table.ts';
import { draftOf, parcelOf, partyOf } from '../features/shipments/shipment-factories.ts';
import { insertShipment } from '../features/shipments/shipment-workflow.ts';
import { shipments } from '../features/shipments/shipments-tables.ts';
import { DEMO_DIVISION } from './demo-users.ts';

/** Client-order tag of the demo's customs shipments (read back by the e2e tests and the seed). */
export const DEMO_CUSTOMS_TAG = 'DEMO-CUSTOMS';

const line = (
  overrides: Partial<CustomsGoodsLine> & Pick<CustomsGoodsLine, 'description' | 'hsCode' | 'value'>,
) =>
  ({
    quantity: '1',
    unit: 'pieces',
    netWeight: 500,
    currencyCode: 'EUR',
    purpose: 'gift',
    countryOfOrigin: 'PL',
    ...overrides,
  }) satisfies CustomsGoodsLine;

interface DemoCustomsSpec {
  to: { countryCode: string; name: string; phone: string; city: string; street: string; postCode: string };
  invoice: Invoice;
  status: ShipmentStatus;
  customs?: { status: CustomsStatus; lines: CustomsGoodsLine[]; note?: string };
  weight: number;
}

/**
 * International shipments from the demo branch whose routes cross customs borders: three with no
 * customs data, two drafts, two submitted, one rejected (issue 13 "Demo data").
 */
const SPECS: DemoCustomsSpec[] = [
  {
    to: {
      countryCode: 'UA',
      name: 'Olena Shevchenko',
      phone: '380501234567',
      city: 'Kyiv',
      street: 'vul. Khreshchatyk',
      postCode: '01001',
    },
    invoice: {
      currencyCode: 'EUR',
      totalCost: 120,
      items: [{ description: 'Clothes', quantity: 3, value: 120 }],
    },
    status: 'ReadyToShip',
    weight: 2400,
  },
  {
    to: {
      countryCode: 'GB',
      name: 'Oliver Smith',
      phone: '447700900123',
      city: 'London',
      street: 'Baker Street',
      postCode: 'NW1 6XE',
    },
    invoice: {
      currencyCode: 'EUR',
      totalCost: 89.99,
      items: [{ description: 'Books', quantity: 2, value: 89.99 }],
    },
    status: 'Accepted',
    weight: 1800,
  },
  {
    to: {
      countryCode: 'US',
      name: 'Emily Johnson',
      phone: '12025550143',
      city: 'New York',
      street: '5th Avenue',
      postCode: '10001',
    },
    invoice: {
      currencyCode: 'EUR',
      totalCost: 250,
      items: [{ description: 'Amber jewellery', quantity: 1, value: 250 }],
    },
    status: 'ReadyToShip',
    weight: 600,
  },
  {
    to: {
      countryCode: 'UA',
      name: 'Iryna Bondarenko',
      phone: '380671112233',
      city: 'Lviv',
      street: 'vul. Svobody',
      postCode: '79000',
    },
    invoice: {
      currencyCode: 'EUR',
      totalCost: 75.5,
      items: [{ description: 'Toys and sweets', quantity: 4, value: 75.5 }],
    },
    status: 'Accepted',
    weight: 3100,
    customs: {
      status: 'Draft',
      lines: [
        line({
          description: 'Wooden toys',
          hsCode: '950300',
          value: '50.00',
          quantity: '3',
          netWeight: 1500,
        }),
      ],
    },
  },
  {
    to: {
      countryCode: 'CH',
      name: 'Lukas Meier',
      phone: '41791234567',
      city: 'Zürich',
      street: 'Bahnhofstrasse',
      postCode: '8001',
    },
    invoice: {
      currencyCode: 'EUR',
      totalCost: 40,
      items: [{ description: 'Spare parts', quantity: 2, value: 40 }],
    },
    status: 'ReadyToShip',
    weight: 900,
    customs: {
      status: 'Draft',
      lines: [
        line({
          description: 'Bicycle brake pads',
          hsCode: '871494',
          value: '40.00',
          quantity: '2',
          purpose: 'repair',
        }),
      ],
    },
  },
  {
    to: {
      countryCode: 'GB',
      name: 'Amelia Brown',
      phone: '447700900456',
      city: 'Manchester',
      street: 'Deansgate',
      postCode: 'M3 4LQ',
    },
    invoice: {
      currencyCode: 'EUR',
      totalCost: 64.3,
      items: [{ description: 'Coffee and tea', quantity: 2, value: 64.3 }],
    },
    status: 'Accepted',
    weight: 1300,
    customs: {
      status: 'Submitted',
      lines: [
        line({
          description: 'Roasted coffee beans',
          hsCode: '090121',
          value: '40.10',
          quantity: '1',
          unit: 'kg',
          netWeight: 1000,
          purpose: 'selling',
        }),
        line({
          description: 'Green tea',
          hsCode: '090210',
          value: '24.20',
          quantity: '0.25',
          unit: 'kg',
          netWeight: 250,
          purpose: 'selling',
        }),
      ],
    },
  },
  {
    to: {
      countryCode: 'US',
      name: 'Michael Davis',
      phone: '13125550188',
      city: 'Chicago',
      street: 'Michigan Avenue',
      postCode: '60601',
    },
    invoice: {
      currencyCode: 'EUR',
      totalCost: 0.5,
      items: [{ description: 'Contract papers', quantity: 1, value: 0.5 }],
    },
    status: 'Accepted',
    weight: 200,
    customs: {
      status: 'Submitted',
      lines: [
        line({
          description: 'Signed contract (documents)',
          hsCode: '49019900',
          value: '0.50',
          netWeight: 150,
          purpose: 'internal',
        }),
      ],
    },
  },
  {
    to: {
      countryCode: 'UA',
      name: 'Kateryna Melnyk',
      phone: '380931234567',
      city: 'Odesa',
      street: 'vul. Derybasivska',
      postCode: '65000',
    },
    invoice: {
      currencyCode: 'EUR',
      totalCost: 300,
      items: [{ description: 'Phone', quantity: 1, value: 300 }],
    },
    status: 'Accepted',
    weight: 700,
    customs: {
      status: 'Rejected',
      note: 'The description "Phone" is too vague: give the make and model',
      lines: [
        line({ description: 'Phone', hsCode: '851713', value: '300.00', netWeight: 200, purpose: 'gift' }),
      ],
    },
  },
];

/** The customs demo: shipments, their customs data with history, and attachments on a few of them. */
export async function seedDemoCustoms(db: Database, files?: FileStore) {
  const [already] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(like(shipments.clientOrder, `${DEMO_CUSTOMS_TAG}-%`))
    .limit(1);
  if (already) return;
  const [operator] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, 'operator'));
  const [waw] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.number, DEMO_DIVISION.number));
  if (!operator || !waw) return;
  const created: { id: string; spec: DemoCustomsSpec }[] = [];
  for (const [index, spec] of SPECS.entries()) {
    const accepted = spec.status === 'Accepted';
    const shipment = await db.transaction((tx) =>
      insertShipment(
        tx,
        operator,
        draftOf({
          internationalShipping: true,
          clientOrder: `${DEMO_CUSTOMS_TAG}-${index + 1}`,
          sender: partyOf({ name: 'Marek Wiśniewski', phone: '48601222333', divisionId: waw.id }),
          recipient: partyOf({
            name: spec.to.name,
            phone: spec.to.phone,
            countryCode: spec.to.countryCode,
            addressParts: {
              street: spec.to.street,
              building: '12',
              city: spec.to.city,
              postCode: spec.to.postCode,
            },
          }),
          parcels: [parcelOf({ actualWeight: spec.weight })],
          invoice: spec.invoice,
        }),
        {
          status: spec.status,
          createdAt: new Date(Date.now() - (index + 1) * 3_600_000),
          firstLogisticDivisionId: accepted ? waw.id : null,
          acceptedByUser: accepted ? operator.login : null,
          paymentStatuses: { Delivery: 'Paid' },
        },
      ),
    );
    created.push({ id: shipment.id, spec });
  }
  await db.transaction(async (tx) => {
    for (const { id, spec } of created) {
      if (!spec.customs) continue;
      const { status, lines, note } = spec.customs;
      const trail: { status: CustomsStatus; note: string | null; login: string }[] =
        status === 'Rejected'
          ? [
              { status: 'Submitted', note: null, login: 'broker' },
              { status: 'Rejected', note: note ?? null, login: 'service.desk' },
            ]
          : [{ status, note: null, login: 'broker' }];
      const last = trail[trail.length - 1]!;
      await tx.insert(shipmentCustoms).values({
        shipmentId: id,
        status,
        lines,
        note: last.note,
        updatedByUser: last.login,
        lockVersion: trail.length,
      });
      for (const [step, entry] of trail.entries()) {
        await tx.insert(shipmentCustomsHistory).values({
          shipmentId: id,
          status: entry.status,
          lines,
          note: entry.note,
          userLogin: entry.login,
          createdAt: new Date(Date.now() - (trail.length - step) * 600_000),
        });
      }
    }
  });
  if (files)
    await seedDemoAttachments(
      db,
      files,
      created.map((row) => row.id),
    );
}

/** A photo and a commercial invoice on a few of the customs shipments. */
async function seedDemoAttachments(db: Database, files: FileStore, shipmentIds: string[]) {
  const [any] = await db.select({ id: shipmentAttachments.id }).from(shipmentAttachments).limit(1);
  if (any) return;
  const [invoiceType] = await db
    .select({ id: attachedDocumentTypes.id })
    .from(attachedDocumentTypes)
    .where(
      and(
        eq(attachedDocumentTypes.name, 'Commercial invoice'),
        eq(attachedDocumentTypes.ownerDocumentType, 'Shipment'),
      ),
    );
  const targets = shipmentIds.slice(0, 3);
  for (const [index, shipmentId] of targets.entries()) {
    const photo = await storeUpload(db, files, 'operator', demoPng(160, 120), `parcel-${index + 1}.png`);
    await db.insert(shipmentAttachments).values({ shipmentId, uploadId: photo.id, userCreate: 'operator' });
    if (index === 0) {
      const pdf = await demoPdf('Commercial invoice', ['Clothes, 3 pieces', 'Total: 120.00 EUR']);
      const document = await storeUpload(db, files, 'operator', pdf, 'commercial-invoice.pdf');
      await db.insert(shipmentAttachments).values({
        shipmentId,
        uploadId: document.id,
        attachedDocumentTypeId: invoiceType?.id ?? null,
        userCreate: 'operator',
      });
    }
  }
}
