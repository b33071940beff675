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

/**
 * The services a shipment asks for that the conditions do not allow it (an answer of
 * `structure-checking` or `id-checking` with `available: false`), in the order asked.
 */
export function unavailableServicesOf(
  asked: readonly { serviceCode: string }[],
  answer: readonly AvailableService[],
): AvailableService[] {
  return asked.flatMap(({ serviceCode }) => {
    const found = answer.find((service) => service.serviceCode === serviceCode);
    return found && !found.available ? [found] : [];
  });
}
