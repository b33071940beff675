import type { ParcelInput, ShipmentDraft, ShipmentParty } from '@console/domain';

/**
 * Shipment drafts for tests and the demo generator: one place that knows what a complete,
 * valid draft looks like (STYLE.md: test data from the demo's factories).
 */

export function partyOf(
  overrides: Partial<ShipmentParty> & Pick<ShipmentParty, 'name' | 'phone'>,
): ShipmentParty {
  return {
    countryCode: 'PL',
    divisionId: null,
    addressParts: { street: 'ul. Marszałkowska', building: '10', city: 'Warszawa', postCode: '00-001' },
    ...overrides,
  };
}

export function parcelOf(overrides: Partial<ParcelInput> = {}): ParcelInput {
  return { actualWeight: 1200, volumetricWeight: 800, length: 300, width: 200, height: 100, ...overrides };
}

export function draftOf(overrides: Partial<ShipmentDraft> = {}): ShipmentDraft {
  return {
    internationalShipping: false,
    payerType: 'Sender',
    hasNip: false,
    sender: partyOf({ name: 'Anna Kowalska', phone: '48600100200' }),
    recipient: partyOf({
      name: 'Piotr Nowak',
      phone: '48501234567',
      addressParts: { street: 'ul. Długa', building: '5', city: 'Kraków', postCode: '31-001' },
    }),
    parcels: [parcelOf()],
    services: [],
    status: 'ReadyToShip',
    ...overrides,
  };
}
