/** Visits and shipments for the console's visit tests (only tests import this file). */
import type {
  Identification,
  Shipment,
  ShipmentService,
  Visit,
  VisitCid,
  VisitDocument,
} from '@console/domain';

export const USER_DIVISION = '7a1d7f0e-2d4b-4b8e-9f61-0c2e3d4f5a6b';
export const OTHER_DIVISION = '11111111-2222-4333-8444-555555555555';
export const VISIT_ID = '5e0c7a52-33b1-4c51-9d3e-0a1b2c3d4e5f';

export function testVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: VISIT_ID,
    number: 'VS000000000042',
    status: 'Open',
    statusDateTime: '2026-11-23T09:00:00.000Z',
    divisionId: USER_DIVISION,
    division: 'Warszawa Oddział nr 1',
    user: 'operator',
    fullName: 'Anna Nowak',
    phone: '48601234567',
    email: null,
    companyTin: null,
    clientAddress: null,
    coordinates: null,
    documents: [],
    identifications: [],
    cid: null,
    cod: null,
    note: null,
    warningShown: false,
    createdAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    lockVersion: 3,
    ...overrides,
  };
}

export function testService(shipmentId: string, overrides: Partial<ShipmentService> = {}): ShipmentService {
  return {
    id: `${shipmentId.slice(0, 8)}-0000-4000-8000-00000000000${overrides.serviceCode === 'Insurance' ? 2 : 1}`,
    shipmentId,
    serviceId: '99999999-0000-4000-8000-000000000001',
    serviceCode: 'Delivery',
    name: 'Delivery',
    symbol: 'zł',
    currencyCode: 'PLN',
    cost: 18.5,
    payerType: 'Sender',
    paymentStatus: 'NeedPay',
    value: null,
    ...overrides,
  };
}

let counter = 0;

export function testShipment(overrides: Partial<Shipment> = {}): Shipment {
  counter += 1;
  const id = overrides.id ?? `aaaaaaa${counter}-0000-4000-8000-000000000000`;
  const party = (name: string, divisionId: string | null, phone: string) => ({
    name,
    phone,
    countryCode: 'PL',
    divisionId,
  });
  return {
    id,
    number: `SHPL00000000${String(counter).padStart(2, '0')}`,
    status: 'ReadyToShip',
    paymentStatus: 'NeedPay',
    internationalShipping: false,
    payerType: 'Sender',
    payerContractNumber: null,
    hasNip: false,
    clientOrder: null,
    note: null,
    sender: party('Jan Kowalski', USER_DIVISION, '48601111111'),
    recipient: party('Anna Nowak', OTHER_DIVISION, '48601234567'),
    parcels: [
      {
        id: `${id}-p1`,
        number: `PCPL00000000${String(counter).padStart(2, '0')}`,
        actualWeight: 1200,
        volumetricWeight: 0,
        length: 300,
        width: 200,
        height: 100,
        description: null,
        untied: false,
        recipient: null,
      },
    ],
    services: [testService(id)],
    cashOnDelivery: null,
    invoice: null,
    firstLogisticDivisionId: null,
    lastLogisticDivisionId: null,
    markingPrinted: false,
    promoCode: null,
    scheduledDeliveryDate: null,
    createdByUser: 'operator',
    acceptedByUser: null,
    trackingUrl: `/t/${'b'.repeat(64)}`,
    createdAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T08:00:00.000Z',
    deletedAt: null,
    lockVersion: 1,
    ...overrides,
  };
}

export function documentOf(shipment: Shipment, status: VisitDocument['status']): VisitDocument {
  return {
    documentId: shipment.id,
    documentType: 'Shipment',
    status,
    updatedAt: shipment.updatedAt,
    placeNumber: shipment.parcels.map((parcel) => parcel.number),
    number: shipment.number,
  };
}

export function smsIdentification(status: Identification['status']): Identification {
  return {
    id: '0f0f0f0f-1111-4222-8333-444444444444',
    ownerType: 'Visit',
    ownerIds: [VISIT_ID],
    operationType: 'Issuance',
    identificationType: 'SMS',
    client: { phone: '48601234567', name: 'Anna Nowak', documentNumber: null },
    status,
    attemptsLeft: status === 'FirstAttempt' ? 2 : status === 'SecondAttempt' ? 1 : 0,
    createdAt: '2026-11-23T09:05:00.000Z',
  };
}

/** The client of the visit search for the visitor's phone. */
export function testCid(): VisitCid {
  return {
    id: 'CID48601234567',
    regionBase: null,
    profile: {
      name: 'Anna Nowak',
      phones: [{ phone: '48601234567', verified: false }],
      companies: [{ name: 'Nowak sp. z o.o.', companyTin: '5260001234' }],
      notification: { advertisement: false, promo: false },
    },
  };
}

export function mobileIdentification(): Identification {
  return {
    ...smsIdentification('Verified'),
    id: 'b7e2c3d4-0000-4000-8000-000000000009',
    identificationType: 'Mobile',
  };
}
