import {
  type Address,
  type AddressParts,
  BLANK_SHIPMENT_DEFAULTS,
  cmToMm,
  gramsToKg,
  kgToGrams,
  mmToCm,
  type PartyDimensions,
  type PayerType,
  SERVICE_CODE_LIST,
  SERVICE_CODES,
  type ServiceCode,
  type Shipment,
  type ShipmentParty,
} from '@console/domain';

/**
 * What the shipment form holds. Field names are the draft's (`parcels.0.length`), so the
 * schema's and the server's field paths land on the inputs as they are; parcels are held in
 * centimetres and kilograms and converted to millimetres and grams only in the payload
 * (registers §9 "Units").
 */
export interface PartyValues {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  companyTin?: string | null;
  companyName?: string | null;
  countryCode?: string | null;
  settlementId?: string | null;
  divisionId?: string | null;
  cid?: string | null;
  /** The party's place limits in mm (platform §3); no input shows them, the form keeps them. */
  dimensions?: PartyDimensions | null;
  address?: Address | null;
  addressParts?: AddressParts | null;
}

export interface ParcelValues {
  number?: string | null;
  /** kg */
  actualWeight?: number | null;
  /** kg */
  volumetricWeight?: number | null;
  /** cm */
  length?: number | null;
  width?: number | null;
  height?: number | null;
  description?: string | null;
}

export interface ServiceValues {
  selected?: boolean;
  payerType?: PayerType;
  value?: string | null;
}

export interface InvoiceItemValues {
  description?: string | null;
  quantity?: number | null;
  value?: number | null;
  hsCode?: string | null;
}

export interface ShipmentFormValues {
  sender: PartyValues;
  recipient: PartyValues;
  parcels: ParcelValues[];
  services: Partial<Record<ServiceCode, ServiceValues>>;
  payerType: PayerType;
  payerContractNumber?: { number?: string | null; from?: PayerType | null } | null;
  hasNip?: boolean;
  internationalShipping: boolean;
  invoice?: { currencyCode?: string | null; totalCost?: number | null; items?: InvoiceItemValues[] } | null;
  clientOrder?: string | null;
  note?: string | null;
}

/** Services whose value the form asks for: the amount, the declared value, the date. */
export const SERVICES_WITH_VALUE: ReadonlySet<ServiceCode> = new Set([
  SERVICE_CODES.cashOnDelivery,
  SERVICE_CODES.insurance,
  SERVICE_CODES.preferredDeliveryDate,
]);

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function number(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const ADDRESS_PARTS = ['building', 'street', 'city', 'region', 'postCode', 'flat', 'block', 'note'] as const;

function addressPartsPayload(parts: AddressParts | null | undefined): AddressParts | null {
  if (!parts) return null;
  const payload: AddressParts = {};
  for (const part of ADDRESS_PARTS) {
    const value = text(parts[part]);
    if (value !== null) payload[part] = value;
  }
  return Object.keys(payload).length > 0 ? payload : null;
}

function partyPayload(party: PartyValues): Record<string, unknown> {
  return {
    name: text(party.name) ?? '',
    phone: text(party.phone) ?? '',
    email: text(party.email),
    companyTin: text(party.companyTin),
    companyName: text(party.companyName),
    countryCode: text(party.countryCode)?.toUpperCase() ?? '',
    settlementId: party.settlementId || null,
    divisionId: party.divisionId || null,
    cid: text(party.cid),
    dimensions: party.dimensions ?? null,
    address: party.address ?? null,
    addressParts: addressPartsPayload(party.addressParts),
  };
}

/** A parcel in mm and g (what `parcelInputSchema` checks and the API stores). */
function parcelPayload(parcel: ParcelValues): Record<string, unknown> {
  const mm = (cm: number | null | undefined) => (number(cm) === null ? null : cmToMm(cm as number));
  const grams = (kg: number | null | undefined) => (number(kg) === null ? null : kgToGrams(kg as number));
  return {
    number: text(parcel.number)?.toUpperCase() ?? null,
    actualWeight: grams(parcel.actualWeight),
    // The server derives it from the sizes; the form only shows it.
    volumetricWeight: null,
    length: mm(parcel.length),
    width: mm(parcel.width),
    height: mm(parcel.height),
    description: text(parcel.description),
  };
}

function servicesPayload(values: ShipmentFormValues): Record<string, unknown>[] {
  return SERVICE_CODE_LIST.filter((code) => values.services[code]?.selected).map((code) => {
    const service = values.services[code];
    return {
      serviceCode: code,
      payerType: service?.payerType ?? values.payerType,
      value: SERVICES_WITH_VALUE.has(code) ? text(service?.value) : null,
    };
  });
}

/**
 * The body of `POST v2/shipments` / `PUT v2/shipments/{id}` from the form, before the
 * schema checks it (`shipmentDraftSchema`). Empty inputs become null.
 */
export function draftPayload(
  values: ShipmentFormValues,
  status: 'Draft' | 'ReadyToShip',
  lockVersion?: number,
): Record<string, unknown> {
  const contractNumber = text(values.payerContractNumber?.number);
  return {
    internationalShipping: values.internationalShipping,
    payerType: values.payerType,
    payerContractNumber: contractNumber
      ? { number: contractNumber, from: values.payerContractNumber?.from ?? values.payerType }
      : null,
    hasNip: Boolean(values.hasNip),
    invoice: values.internationalShipping
      ? {
          currencyCode: text(values.invoice?.currencyCode)?.toUpperCase() ?? '',
          totalCost: number(values.invoice?.totalCost),
          items: (values.invoice?.items ?? []).map((item) => ({
            description: text(item.description) ?? '',
            quantity: number(item.quantity),
            value: number(item.value),
            hsCode: text(item.hsCode),
          })),
        }
      : null,
    clientOrder: text(values.clientOrder),
    note: text(values.note),
    sender: partyPayload(values.sender),
    recipient: partyPayload(values.recipient),
    parcels: values.parcels.map(parcelPayload),
    services: servicesPayload(values),
    status,
    ...(lockVersion === undefined ? {} : { lockVersion }),
  };
}

/** An empty parcel row; weights and sizes are typed in. */
export function blankParcel(): ParcelValues {
  return {};
}

function partyValues(party: ShipmentParty): PartyValues {
  return { ...party, addressParts: { ...party.addressParts } };
}

/** A stored shipment as the form shows it: parcels back in cm and kg. */
export function shipmentFormValues(shipment: Shipment): ShipmentFormValues {
  const services: Partial<Record<ServiceCode, ServiceValues>> = {};
  for (const service of shipment.services) {
    services[service.serviceCode] = { selected: true, payerType: service.payerType, value: service.value };
  }
  return {
    sender: partyValues(shipment.sender),
    recipient: partyValues(shipment.recipient),
    parcels: shipment.parcels.map((parcel) => ({
      number: parcel.number,
      actualWeight: gramsToKg(parcel.actualWeight),
      volumetricWeight: parcel.volumetricWeight ? gramsToKg(parcel.volumetricWeight) : null,
      length: mmToCm(parcel.length),
      width: mmToCm(parcel.width),
      height: mmToCm(parcel.height),
      description: parcel.description,
    })),
    services,
    payerType: shipment.payerType,
    payerContractNumber: shipment.payerContractNumber,
    hasNip: shipment.hasNip,
    internationalShipping: shipment.internationalShipping,
    invoice: shipment.invoice
      ? {
          currencyCode: shipment.invoice.currencyCode,
          totalCost: shipment.invoice.totalCost,
          items: shipment.invoice.items,
        }
      : null,
    clientOrder: shipment.clientOrder,
    note: shipment.note,
  };
}

/** What a blank draft starts from besides the spec's defaults: the user's division, the query presets. */
export interface BlankDraftPresets {
  senderCountryCode: string;
  senderDivisionId: string | null;
  senderSettlementId: string | null;
  senderCompanyTin?: string | null;
  senderCompanyName?: string | null;
  /** The sender of another shipment (duplicate sender data). */
  sender?: ShipmentParty | null;
  /** The visit's customer found by their CID: they send the shipment (registers §4 "Receiving"). */
  senderClient?: { cid: string; name: string; phone: string | null } | null;
}

/**
 * A blank draft (platform §3, §9): payer Sender, not international, no NIP, the recipient
 * a new client party in PL with no division, the sender at the user's own division and its
 * settlement (the spec's settlementId 3 / divisionId 2, docs/decisions.md), one empty parcel
 * and the delivery service.
 */
export function blankShipmentValues(presets: BlankDraftPresets): ShipmentFormValues {
  const sender: PartyValues = presets.sender
    ? partyValues(presets.sender)
    : {
        countryCode: presets.senderCountryCode,
        divisionId: presets.senderDivisionId,
        settlementId: presets.senderSettlementId,
        addressParts: {},
      };
  if (presets.senderClient) {
    const { cid, name, phone } = presets.senderClient;
    Object.assign(sender, { cid, name, ...(phone ? { phone } : {}) });
  }
  if (presets.senderCompanyTin) {
    sender.companyTin = presets.senderCompanyTin;
    sender.companyName = presets.senderCompanyName ?? sender.companyName ?? null;
  }
  return {
    sender,
    recipient: { ...BLANK_SHIPMENT_DEFAULTS.recipient, addressParts: {} },
    parcels: [blankParcel()],
    services: { [SERVICE_CODES.delivery]: { selected: true, payerType: BLANK_SHIPMENT_DEFAULTS.payerType } },
    payerType: BLANK_SHIPMENT_DEFAULTS.payerType,
    payerContractNumber: null,
    hasNip: BLANK_SHIPMENT_DEFAULTS.hasNip,
    internationalShipping: BLANK_SHIPMENT_DEFAULTS.internationalShipping,
    invoice: null,
    clientOrder: null,
    note: null,
  };
}
