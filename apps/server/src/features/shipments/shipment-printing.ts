import type { Shipment, ShipmentParty } from '@console/domain';
import type { PartyView, PrintableShipment } from '../print-forms/printable-shipment.ts';
import { addressLine } from './shipment-insert.ts';

function partyView(party: ShipmentParty): PartyView {
  return {
    name: party.name,
    phone: party.phone,
    companyName: party.companyName ?? null,
    countryCode: party.countryCode,
    address: addressLine(party),
    addressParts: party.addressParts ?? null,
  };
}

/** What the print forms show of a shipment. */
export function printableShipment(shipment: Shipment): PrintableShipment {
  return {
    id: shipment.id,
    number: shipment.number,
    createdAt: shipment.createdAt,
    status: shipment.status,
    sender: partyView(shipment.sender),
    recipient: partyView(shipment.recipient),
    parcels: shipment.parcels.map((parcel) => ({
      number: parcel.number,
      actualWeight: parcel.actualWeight,
      volumetricWeight: parcel.volumetricWeight,
      length: parcel.length,
      width: parcel.width,
      height: parcel.height,
    })),
    services: shipment.services.map((service) => ({
      name: service.name,
      serviceCode: service.serviceCode,
      cost: service.cost,
      currencyCode: service.currencyCode,
      payerType: service.payerType,
      paymentStatus: service.paymentStatus,
    })),
    invoice: shipment.invoice
      ? {
          currencyCode: shipment.invoice.currencyCode,
          totalCost: shipment.invoice.totalCost,
          items: shipment.invoice.items.map((item) => ({
            description: item.description,
            quantity: item.quantity,
            value: item.value,
          })),
        }
      : null,
    payerType: shipment.payerType,
    note: shipment.note,
    clientOrder: shipment.clientOrder,
  };
}
