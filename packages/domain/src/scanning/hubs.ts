import type { DivisionRef } from './scan-model.ts';

/** `GET movement-plans` (registers §7): where each parcel goes next from a division. */
export interface MovementPlanItem {
  parcelNumber: string;
  shipmentNumber: string;
  /** The division the parcel is in now. */
  currentDivision: DivisionRef | null;
  /** Its destination: the shipment's last logistic division, else the recipient's division. */
  destinationDivision: DivisionRef | null;
  /** Where it goes from `divisionId`: null when it stays (ready for issue or courier delivery). */
  nextDivision: DivisionRef | null;
}

/** A courier as the hub knows them: the barcode on their badge (4 letters + 10 digits). */
export interface Courier {
  barcode: string;
  login: string | null;
  fullName: string;
  /** Parcels the courier holds now. */
  parcelsAmount: number;
}
