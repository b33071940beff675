import {
  CONDITION_ERROR_MESSAGES,
  type CompiledCondition,
  type ConditionErrorCode,
  type ConditionMoment,
  type ConditionNotice,
  type ConditionService,
  type CustomsZone,
  compileCondition,
  type FactsSource,
  type PayerType,
  type ServiceConditionType,
  type ServiceValueType,
  type ShipmentConditionCheck,
  type ShipmentConditionType,
  type ShipmentFacts,
  serviceConditionCost,
  shipmentFacts,
} from '@console/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule } from '../../http/errors.ts';
import { countries } from '../countries/countries-table.ts';
import { readShipments } from '../shipments/shipment-read.ts';
import { conditions, conditionsVersion, serviceConditions, shipmentConditions } from './conditions-tables.ts';

type Executor = Database | Transaction;

interface CompiledShipmentCondition {
  id: string;
  name: string;
  type: ShipmentConditionType;
  errorCode: ConditionErrorCode;
  countryCode: string | null;
  test: CompiledCondition;
}

interface CompiledServiceCondition {
  id: string;
  name: string;
  serviceCode: string;
  payerType: PayerType;
  amount: string;
  valueType: ServiceValueType;
  amountProperty: { property: string } | null;
  eachSeatCalculation: boolean;
  type: ServiceConditionType;
  hotkey: string | null;
  countryCode: string | null;
  test: CompiledCondition;
}

export interface ActiveConditions {
  version: number;
  shipment: CompiledShipmentCondition[];
  service: CompiledServiceCondition[];
}

/** How long an instance trusts its compiled conditions before asking PostgreSQL for the version. */
export const VERSION_CHECK_INTERVAL_MS = 1000;

interface CacheEntry {
  active: ActiveConditions;
  checkedAt: number;
}
const caches = new WeakMap<object, CacheEntry>();

/**
 * One cache per database: drizzle hands a transaction the dialect object of its database, so the
 * dialect names the database whether the caller holds the database or one of its transactions.
 */
function databaseKey(executor: Executor): object {
  return (executor as unknown as { dialect: object }).dialect;
}

async function currentVersion(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ version: conditionsVersion.version })
    .from(conditionsVersion)
    .where(eq(conditionsVersion.id, 1));
  return row?.version ?? 0;
}

/** Active items whose condition is not marked deleted, each tree compiled once. */
async function loadActive(executor: Executor, version: number): Promise<ActiveConditions> {
  const live = (table: typeof shipmentConditions | typeof serviceConditions) =>
    and(
      eq(table.isFolder, false),
      eq(table.active, true),
      isNull(table.deletedAt),
      isNull(conditions.deletedAt),
    );
  const [shipmentRows, serviceRows] = await Promise.all([
    executor
      .select({ item: shipmentConditions, tree: conditions.tree })
      .from(shipmentConditions)
      .innerJoin(conditions, eq(conditions.id, shipmentConditions.conditionId))
      .where(live(shipmentConditions)),
    executor
      .select({ item: serviceConditions, tree: conditions.tree })
      .from(serviceConditions)
      .innerJoin(conditions, eq(conditions.id, serviceConditions.conditionId))
      .where(live(serviceConditions)),
  ]);
  return {
    version,
    shipment: shipmentRows.flatMap(({ item, tree }) =>
      item.type && item.errorCode
        ? [
            {
              id: item.id,
              name: item.name,
              type: item.type,
              errorCode: item.errorCode,
              countryCode: item.countryCode,
              test: compileCondition(tree),
            },
          ]
        : [],
    ),
    service: serviceRows.flatMap(({ item, tree }) =>
      item.serviceCode && item.payerType && item.amount && item.valueType && item.type
        ? [
            {
              id: item.id,
              name: item.name,
              serviceCode: item.serviceCode,
              payerType: item.payerType,
              amount: item.amount,
              valueType: item.valueType,
              amountProperty: item.amountProperty ?? null,
              eachSeatCalculation: item.eachSeatCalculation,
              type: item.type,
              hotkey: item.hotkey,
              countryCode: item.countryCode,
              test: compileCondition(tree),
            },
          ]
        : [],
    ),
  };
}

/**
 * The compiled active conditions of this database. Each instance keeps its own copy and asks
 * PostgreSQL for the shared version at most once a second, so a change made through another
 * instance is seen within a second (DESIGN.md "What two API instances must agree on").
 */
export async function activeConditions(executor: Executor): Promise<ActiveConditions> {
  const key = databaseKey(executor);
  const cached = caches.get(key);
  const now = Date.now();
  if (cached && now - cached.checkedAt < VERSION_CHECK_INTERVAL_MS) return cached.active;
  const version = await currentVersion(executor);
  if (cached && cached.active.version === version) {
    cached.checkedAt = now;
    return cached.active;
  }
  const active = await loadActive(executor, version);
  caches.set(key, { active, checkedAt: now });
  return active;
}

/** Forgets this instance's compiled conditions (a write through this instance). */
export function forgetActiveConditions(executor: Executor): void {
  caches.delete(databaseKey(executor));
}

interface CountryFacts {
  zones: Map<string, CustomsZone | null>;
  currencies: Map<string, string | null>;
}

async function countryFacts(executor: Executor, codes: string[]): Promise<CountryFacts> {
  const rows = codes.length
    ? await executor
        .select({
          code: countries.code,
          customsZone: countries.customsZone,
          currencyCode: countries.currencyCode,
        })
        .from(countries)
        .where(inArray(countries.code, [...new Set(codes)]))
    : [];
  return {
    zones: new Map(rows.map((row) => [row.code, (row.customsZone as CustomsZone | null) ?? null])),
    currencies: new Map(rows.map((row) => [row.code, row.currencyCode])),
  };
}

export async function factsOf(executor: Executor, source: FactsSource): Promise<ShipmentFacts> {
  const known = await countryFacts(executor, [source.sender.countryCode, source.recipient.countryCode]);
  return shipmentFacts(source, {
    senderCustomsZone: known.zones.get(source.sender.countryCode) ?? null,
    recipientCustomsZone: known.zones.get(source.recipient.countryCode) ?? null,
    senderCurrency: known.currencies.get(source.sender.countryCode) ?? 'EUR',
  });
}

/** A condition of shipment decides where it is set: acceptance in the sender's country, issuance in the recipient's. */
function appliesIn(condition: { countryCode: string | null; type: string }, facts: ShipmentFacts): boolean {
  if (!condition.countryCode) return true;
  const country =
    condition.type === 'InformingUponIssuance' ? facts.recipientCountryCode : facts.senderCountryCode;
  return condition.countryCode === country;
}

function notice(condition: CompiledShipmentCondition): ConditionNotice {
  return {
    id: condition.id,
    name: condition.name,
    type: condition.type,
    errorCode: condition.errorCode,
    message: CONDITION_ERROR_MESSAGES[condition.errorCode],
  };
}

/** The conditions of shipment that match one shipment's facts at a moment (pure over the compiled set). */
export function decide(active: ActiveConditions, facts: ShipmentFacts, moment: ConditionMoment) {
  const informingType = moment === 'acceptance' ? 'InformingUponAcceptance' : 'InformingUponIssuance';
  const blocking: ConditionNotice[] = [];
  const informing: ConditionNotice[] = [];
  for (const condition of active.shipment) {
    if (condition.type === 'Blocking' && moment !== 'acceptance') continue;
    if (condition.type !== 'Blocking' && condition.type !== informingType) continue;
    if (!appliesIn(condition, facts) || !condition.test(facts)) continue;
    (condition.type === 'Blocking' ? blocking : informing).push(notice(condition));
  }
  return { blocking, informing };
}

/** `POST conditions-checks/shipments`: what the visit shows for each shipment at acceptance or issuance. */
export async function checkShipments(
  executor: Executor,
  ids: string[],
  moment: ConditionMoment,
): Promise<ShipmentConditionCheck[]> {
  const active = await activeConditions(executor);
  const found = await readShipments(executor, ids);
  const checks: ShipmentConditionCheck[] = [];
  for (const shipment of found) {
    const decided = decide(active, await factsOf(executor, shipment), moment);
    checks.push({ shipmentId: shipment.id, ...decided });
  }
  return checks;
}

/**
 * The acceptance hook: a matching Blocking condition refuses it with its error code and message
 * (422), before anything is written.
 */
export async function refuseBlockedShipments(executor: Executor, ids: string[]): Promise<void> {
  const active = await activeConditions(executor);
  if (!active.shipment.some((condition) => condition.type === 'Blocking')) return;
  for (const check of await checkShipments(executor, ids, 'acceptance')) {
    const first = check.blocking[0];
    if (first) throw businessRule(first.errorCode, first.message);
  }
}

/** Whether a matching Blocking condition refuses the shipment's acceptance (it can then never be accepted as it is). */
export async function isBlockedShipment(executor: Executor, id: string): Promise<boolean> {
  const active = await activeConditions(executor);
  if (!active.shipment.some((condition) => condition.type === 'Blocking')) return false;
  const [check] = await checkShipments(executor, [id], 'acceptance');
  return (check?.blocking.length ?? 0) > 0;
}

/** The services the matching service conditions offer a shipment (automatic and by hotkey). */
export function matchingServices(active: ActiveConditions, facts: ShipmentFacts): ConditionService[] {
  return active.service
    .filter(
      (condition) =>
        (!condition.countryCode || condition.countryCode === facts.senderCountryCode) &&
        condition.test(facts),
    )
    .map((condition) => ({
      conditionOfServiceId: condition.id,
      name: condition.name,
      serviceCode: condition.serviceCode,
      payerType: condition.payerType,
      cost: serviceConditionCost(condition, facts),
      type: condition.type,
      hotkey: condition.hotkey,
    }));
}

export async function servicesFor(executor: Executor, source: FactsSource): Promise<ConditionService[]> {
  const active = await activeConditions(executor);
  if (active.service.length === 0) return [];
  return matchingServices(active, await factsOf(executor, source));
}

interface PricedLike {
  serviceCode: string;
  name: string;
  cost: number;
  currencyCode: string;
  payerType: PayerType;
  value: string | null;
}

/**
 * The shipment-insert hook: a matching service condition sets the amount and payer of its
 * service when the shipment has it (added by hotkey or by hand), and an automatic one adds its
 * service when the shipment has not. Amounts are in the currency the shipment is priced in.
 */
export async function withConditionServices<T extends PricedLike>(
  executor: Executor,
  source: FactsSource,
  priced: T[],
  currencyCode: string,
): Promise<T[]> {
  const offered = await servicesFor(executor, source);
  if (offered.length === 0) return priced;
  const result = priced.map((service) => {
    const condition = offered.find((candidate) => candidate.serviceCode === service.serviceCode);
    return condition ? { ...service, cost: Number(condition.cost), payerType: condition.payerType } : service;
  });
  for (const condition of offered) {
    if (
      condition.type !== 'Automatic' ||
      result.some((service) => service.serviceCode === condition.serviceCode)
    )
      continue;
    result.push({
      serviceCode: condition.serviceCode,
      name: condition.name,
      cost: Number(condition.cost),
      currencyCode,
      payerType: condition.payerType,
      value: null,
    } as T);
  }
  return result;
}

/** The manual service conditions with a hotkey: the shipment form adds their service on Alt+key. */
export async function serviceHotkeys(executor: Executor) {
  const active = await activeConditions(executor);
  return active.service
    .filter((condition) => condition.type === 'Manual' && condition.hotkey)
    .map((condition) => ({
      conditionOfServiceId: condition.id,
      name: condition.name,
      serviceCode: condition.serviceCode,
      payerType: condition.payerType,
      hotkey: condition.hotkey as string,
      countryCode: condition.countryCode,
    }));
}
