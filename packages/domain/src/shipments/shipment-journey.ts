import type { ShipmentStatus } from '../statuses.ts';
import type { TemplateEventName } from '../templates/template-schema.ts';

/**
 * One step of a shipment's journey as `GET shipments/{id}/tracking` lists it (oldest first):
 * what happened, where, who did it and when. The server's answer is typed against it.
 */
export interface ShipmentJourneyEvent {
  id: number;
  shipmentId: string;
  /** The parcel it concerns; null when it concerns the whole shipment. */
  parcelId: string | null;
  event: string;
  /** The shipment's status after the event, when the event changed it. */
  shipmentStatus: ShipmentStatus | null;
  divisionId: string | null;
  divisionName: string | null;
  divisionNumber: string | null;
  scanRegistryId: string | null;
  note: string | null;
  /** Who did it; null for the system. */
  userLogin: string | null;
  createdAt: string;
  statusCode: number | null;
}

/**
 * The parcel status phrases a journey speaks (platform §4 names "ready for delivery", "arrived at
 * division" and "delivered to client"; the other movements get a phrase of their own).
 */
export const JOURNEY_PHRASES = [
  'accepted',
  'grouped',
  'loaded',
  'unloaded',
  'arrived_at_division',
  'handed_to_courier',
  'returned_from_courier',
  'ready_for_delivery',
  'delivered_to_client',
  'problem_parcel',
  'lost',
  'returned',
  'utilized',
  'reopened',
  'claim_registered',
  'goods_sold',
] as const;
export type JourneyPhrase = (typeof JOURNEY_PHRASES)[number];

/** Every event `shipment_events` records: the templates' events and the grouping scan's. */
/**
 * Events the shipment screen records without moving the parcel (platform §6 "Shipment sell-goods and
 * claim"): a claim registered on the shipment, goods sold on it (the note names the order).
 */
export const SHIPMENT_COUNTER_EVENTS = { claim: 'Claim', goodsSold: 'GoodsSold' } as const;
type CounterEvent = (typeof SHIPMENT_COUNTER_EVENTS)[keyof typeof SHIPMENT_COUNTER_EVENTS];

const PHRASE_OF_EVENT: Readonly<
  Record<TemplateEventName | 'Grouped' | 'Reopened' | CounterEvent, JourneyPhrase>
> = {
  Accepted: 'accepted',
  Grouped: 'grouped',
  Loaded: 'loaded',
  Unloaded: 'unloaded',
  Arrived: 'arrived_at_division',
  HandedToCourier: 'handed_to_courier',
  ReturnedFromCourier: 'returned_from_courier',
  // Ready at the counter or the PUDO point that hands it to the recipient.
  ReadyForIssue: 'ready_for_delivery',
  Issued: 'delivered_to_client',
  ProblemParcel: 'problem_parcel',
  Lost: 'lost',
  Returned: 'returned',
  Utilized: 'utilized',
  // A close cancelled (`shipment-modification/cancel-close`): the parcel is back in stock.
  Reopened: 'reopened',
  Claim: 'claim_registered',
  GoodsSold: 'goods_sold',
};

/** The phrase of a tracking event; undefined for an event the journey does not know. */
export function journeyPhraseOf(event: string): JourneyPhrase | undefined {
  return Object.hasOwn(PHRASE_OF_EVENT, event)
    ? PHRASE_OF_EVENT[event as keyof typeof PHRASE_OF_EVENT]
    : undefined;
}

const COUNTER_EVENTS: readonly string[] = Object.values(SHIPMENT_COUNTER_EVENTS);

/**
 * The phrase of an event that moves the parcel: undefined for an event the journey does not know
 * and for a claim or goods sold, which are history of the shipment, not where its parcels stand.
 */
function movementPhraseOf(event: string): JourneyPhrase | undefined {
  return COUNTER_EVENTS.includes(event) ? undefined : journeyPhraseOf(event);
}

/**
 * Where the parcel stands by its journey (`events` oldest first): the phrase of the latest event
 * that moved it. A claim or goods sold is passed over; undefined before any known movement.
 */
export function latestMovementPhrase(
  events: readonly Pick<ShipmentJourneyEvent, 'event'>[],
): JourneyPhrase | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const phrase = movementPhraseOf(events[i]!.event);
    if (phrase) return phrase;
  }
  return undefined;
}

/** The translation key of a phrase (`admin.pages.shipments.journey.phrases.*` in every catalogue). */
export function journeyPhraseKey(phrase: JourneyPhrase): string {
  return `admin.pages.shipments.journey.phrases.${phrase}`;
}

/**
 * Each parcel's derived status (registers §3.2 "Parcel derived statuses"): the phrase of the latest
 * event the journey knows that concerns it, its own or the whole shipment's. `events` come oldest
 * first, as `GET shipments/{id}/tracking` lists them; a parcel with no known event has no phrase.
 * Claims and goods sold do not move a parcel and are passed over.
 */
export function parcelPhrasesOf(
  parcels: readonly { id: string }[],
  events: readonly Pick<ShipmentJourneyEvent, 'event' | 'parcelId'>[],
): Map<string, JourneyPhrase> {
  const phrases = new Map<string, JourneyPhrase>();
  for (const event of events) {
    const phrase = movementPhraseOf(event.event);
    if (!phrase) continue;
    for (const parcel of parcels)
      if (event.parcelId === null || event.parcelId === parcel.id) phrases.set(parcel.id, phrase);
  }
  return phrases;
}
