/**
 * Which services a shipment may, must or may not have by the conditions (registers §7
 * "POST v2/shipments/available-services/structure-checking", "GET
 * shipments/available-services/id-checking/{id}"), as the shipment's save would apply them.
 */
export interface AvailableService {
  serviceCode: string;
  /** The clerk may add it. */
  available: boolean;
  /** The save adds it by itself (an Automatic condition of shipment service matches). */
  required: boolean;
  /** Why: the matching condition's name, the Blocking condition's message, or the price list. */
  reason: string | null;
  /** The service's cost by the matching condition, in the sender country's currency; null when none decides it. */
  cost: string | null;
}

export interface AvailableServices {
  items: AvailableService[];
}
