/**
 * What a print form shows of a shipment: plain values, already joined and named, so the forms
 * only lay them out. The shipments feature maps its rows to this shape.
 */

export interface PrintableAddressParts {
  building?: string | null;
  street?: string | null;
  city?: string | null;
  region?: string | null;
  postCode?: string | null;
  flat?: string | null;
  block?: string | null;
  note?: string | null;
}

export interface PartyView {
  name: string;
  phone: string;
  companyName?: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The whole address on one line, as the operator reads it. */
  address: string;
  addressParts?: PrintableAddressParts | null;
}

export interface PrintableParcel {
  number: string;
  /** Grams. */
  actualWeight: number;
  /** Grams. */
  volumetricWeight: number;
  /** Millimetres. */
  length: number;
  width: number;
  height: number;
}

export interface PrintableService {
  name: string;
  serviceCode: string;
  cost: number;
  currencyCode: string;
  payerType: 'Sender' | 'Recipient';
  paymentStatus: string;
}

export interface PrintableInvoiceItem {
  description: string;
  quantity: number;
  /** Value of the line in the invoice currency. */
  value: number;
}

export interface PrintableInvoice {
  currencyCode?: string | null;
  totalCost?: number | null;
  items?: PrintableInvoiceItem[];
}

export interface PrintableShipment {
  id: string;
  number: string;
  /** ISO 8601. */
  createdAt: string;
  status: string;
  sender: PartyView;
  recipient: PartyView;
  parcels: PrintableParcel[];
  services: PrintableService[];
  invoice: PrintableInvoice | null;
  payerType: 'Sender' | 'Recipient';
  note?: string | null;
  clientOrder?: string | null;
}
