/**
 * Test data of the shipment screens: a stored shipment as `GET shipments/{id}` answers it.
 * Only tests import this file.
 */
import type { Shipment, ShipmentModificationView } from '@console/domain';

export const SHIPMENT_ID = '4b0c1f8e-3f7a-4c55-9a0e-0d6a2b9e1c11';
export const USER_DIVISION_ID = '7a1d7f0e-2d4b-4b8e-9f61-0c2e3d4f5a6b';
export const USER_SETTLEMENT_ID = '3c2b1a09-8f7e-4d6c-9b5a-493827161504';

export function storedShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: SHIPMENT_ID,
    number: 'SHPL0000000042',
    status: 'Draft',
    paymentStatus: 'NeedPay',
    internationalShipping: false,
    payerType: 'Sender',
    payerContractNumber: null,
    hasNip: false,
    clientOrder: null,
    note: null,
    sender: {
      name: 'Jan Kowalski',
      phone: '48601234567',
      countryCode: 'PL',
      companyTin: null,
      divisionId: null,
      settlementId: null,
      addressParts: { street: 'Marszałkowska', building: '1', city: 'Warszawa' },
    },
    recipient: {
      name: 'Anna Nowak',
      phone: '48607654321',
      countryCode: 'PL',
      divisionId: null,
      settlementId: null,
      addressParts: { city: 'Kraków' },
    },
    parcels: [
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        number: 'SHPL0000000042',
        actualWeight: 2500,
        volumetricWeight: 0,
        length: 400,
        width: 300,
        height: 150,
        description: null,
        untied: false,
        recipient: null,
      },
    ],
    services: [
      {
        id: 'b1b2c3d4-0000-4000-8000-000000000001',
        shipmentId: SHIPMENT_ID,
        serviceId: 'c1b2c3d4-0000-4000-8000-000000000001',
        serviceCode: 'Delivery',
        name: 'Delivery',
        symbol: 'zł',
        currencyCode: 'PLN',
        cost: 12,
        payerType: 'Sender',
        paymentStatus: 'NeedPay',
        value: null,
      },
    ],
    cashOnDelivery: null,
    invoice: null,
    firstLogisticDivisionId: null,
    lastLogisticDivisionId: null,
    markingPrinted: false,
    promoCode: null,
    scheduledDeliveryDate: null,
    createdByUser: 'operator',
    acceptedByUser: null,
    trackingUrl: `/t/${'a'.repeat(64)}`,
    createdAt: '2026-11-23T08:15:00.000Z',
    updatedAt: '2026-11-23T08:15:00.000Z',
    deletedAt: null,
    lockVersion: 1,
    ...overrides,
  };
}

/** A shipment modification as `GET shipment-modification` lists it: a recipient's redirect unless told. */
export function storedModification(
  overrides: Partial<ShipmentModificationView> = {},
): ShipmentModificationView {
  return {
    id: '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    number: 'MOD0000000007',
    type: 'Redirecting',
    status: 'NeedProcessing',
    shipmentId: SHIPMENT_ID,
    shipmentNumber: 'SHPL0000000042',
    divisionId: null,
    visitId: null,
    user: 'system',
    note: null,
    source: 'TrackingPage',
    customerType: 'Recipient',
    customerPhone: null,
    payload: {},
    additionalParameters: {},
    createdAt: '2026-11-30T08:00:00.000Z',
    updatedAt: '2026-11-30T08:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}
