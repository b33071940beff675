import type { RouteName } from '@console/domain';
import { pathTo } from '../../../app/route-paths.ts';

/** Pages the form is opened from; closing it returns there (registers §2.4). */
export const OPENED_FROM_ROUTES = {
  shipments: 'shipments',
  pickup: 'pickups',
  visit_list: 'visit_list_page',
  scanning_list: 'scanning',
  pudo_workplace: 'pudo_workplace',
  task_form: 'tasks',
} as const satisfies Record<string, RouteName>;
export type OpenedFrom = keyof typeof OPENED_FROM_ROUTES;

/**
 * The one_shipment query (registers §2.4): `openedFrom`, `visitId`, `division`,
 * `cidSenderCompanyTin`, `visitIdToDeleteOnCloseFormInModeCreate`, and ours,
 * `duplicateSenderOf` (the shipment whose sender a duplicate copies when it has no company TIN) and
 * `cid` (the visit's customer, found by the visit search, who sends the new shipment).
 */
export interface ShipmentFormQuery {
  openedFrom: OpenedFrom | null;
  visitId: string | null;
  division: string | null;
  cidSenderCompanyTin: string | null;
  visitIdToDeleteOnClose: string | null;
  duplicateSenderOf: string | null;
  cid: string | null;
}

export const DUPLICATE_SENDER_PARAM = 'duplicateSenderOf';

export function readShipmentFormQuery(params: URLSearchParams): ShipmentFormQuery {
  const value = (name: string) => params.get(name)?.trim() || null;
  const openedFrom = value('openedFrom');
  return {
    openedFrom: openedFrom && openedFrom in OPENED_FROM_ROUTES ? (openedFrom as OpenedFrom) : null,
    visitId: value('visitId'),
    division: value('division'),
    cidSenderCompanyTin: value('cidSenderCompanyTin'),
    visitIdToDeleteOnClose: value('visitIdToDeleteOnCloseFormInModeCreate'),
    duplicateSenderOf: value(DUPLICATE_SENDER_PARAM),
    cid: value('cid'),
  };
}

/**
 * Where closing the form goes: the visit it belongs to, else the page it was opened from,
 * else the shipments register. The visit's own `from` is kept so it returns where it came from.
 */
export function returnPath(query: ShipmentFormQuery, options: { visitDeleted?: boolean } = {}): string {
  if (query.visitId && !options.visitDeleted) {
    const from =
      query.openedFrom === 'visit_list' ||
      query.openedFrom === 'task_form' ||
      query.openedFrom === 'pudo_workplace';
    return pathTo(
      'visit',
      { id: query.visitId },
      from && query.openedFrom ? { from: query.openedFrom } : undefined,
    );
  }
  return pathTo(OPENED_FROM_ROUTES[query.openedFrom ?? 'shipments']);
}

/** The query a saved form keeps when it moves from create to edit (where it returns stays known). */
export function keptQuery(query: ShipmentFormQuery): Record<string, string> {
  const kept: Record<string, string> = {};
  if (query.openedFrom) kept.openedFrom = query.openedFrom;
  if (query.visitId) kept.visitId = query.visitId;
  return kept;
}
