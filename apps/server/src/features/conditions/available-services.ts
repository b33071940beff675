import {
  type AvailableService,
  type FactsSource,
  SERVICE_CODE_LIST,
  SERVICE_CODES,
  type ServiceCode,
} from '@console/domain';
import type { Database, Transaction } from '../../db/database.ts';
import { activeConditions, decide, factsOf, matchingServices } from './condition-checks.ts';

type Executor = Database | Transaction;

const isPriceListService = (code: string): code is ServiceCode =>
  (SERVICE_CODE_LIST as readonly string[]).includes(code);

/**
 * Which services a shipment may, must or may not have (registers §7 "available-services"), read
 * by the same compiled conditions and facts as the shipment's save (`withConditionServices`) and
 * acceptance (`refuseBlockedShipments`):
 * - a matching Blocking condition of shipment refuses the shipment, so every service is refused
 *   with its message;
 * - a matching Automatic condition of shipment service makes its service required (the save adds
 *   it), a Manual one makes it available; either gives its cost and its name as the reason;
 * - a service of the price list no condition speaks of is available; Delivery is required, the
 *   price list adds it to every shipment;
 * - a service only conditions offer, none of which matches, is not available.
 */
export async function availableServices(
  executor: Executor,
  source: FactsSource,
): Promise<AvailableService[]> {
  const active = await activeConditions(executor);
  const facts = await factsOf(executor, source);
  const refusal = decide(active, facts, 'acceptance').blocking[0];
  const offered = matchingServices(active, facts);
  const conditionCodes = active.service
    .filter((condition) => !condition.countryCode || condition.countryCode === facts.senderCountryCode)
    .map((condition) => condition.serviceCode);
  const codes = [...new Set<string>([...SERVICE_CODE_LIST, ...conditionCodes])];
  return codes.map((serviceCode): AvailableService => {
    if (refusal)
      return { serviceCode, available: false, required: false, reason: refusal.message, cost: null };
    const matching = offered.filter((condition) => condition.serviceCode === serviceCode);
    const deciding = matching.find((condition) => condition.type === 'Automatic') ?? matching[0];
    if (deciding)
      return {
        serviceCode,
        available: true,
        required: deciding.type === 'Automatic',
        reason: deciding.name,
        cost: deciding.cost,
      };
    if (isPriceListService(serviceCode)) {
      const delivery = serviceCode === SERVICE_CODES.delivery;
      return {
        serviceCode,
        available: true,
        required: delivery,
        reason: delivery ? 'Every shipment is delivered: the price list adds it' : null,
        cost: null,
      };
    }
    return {
      serviceCode,
      available: false,
      required: false,
      reason: 'No condition of shipment service offering it matches',
      cost: null,
    };
  });
}
