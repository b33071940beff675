import {
  type Capability,
  type CapabilityUser,
  can,
  type RouteName,
  routeRolesAllow,
  type UserSettings,
  type WORKPLACE_BUTTONS,
} from '@console/domain';
import type { VisitJob } from '../visits/visit-rules.ts';

export type WorkplaceButton = (typeof WORKPLACE_BUTTONS)[number];

/**
 * What a menu item does: start a visit at the counter, publish visits, check a parcel's status,
 * or — for the operations whose screens are not built yet — say so instead of pretending to work.
 */
export type WorkplaceAction = 'newVisit' | 'publish' | 'checkStatus' | 'handOver' | 'open' | 'comingSoon';

export interface WorkplaceMenuItem {
  button: WorkplaceButton;
  capability: Capability;
  action: WorkplaceAction;
  /** The job a new visit opens ready for (the visit page's `?job=`). */
  job?: VisitJob;
  /** The screen an `open` item goes to; the user's roles must also open that route. */
  route?: RouteName;
}

/**
 * The workplace menu of registers §2.4 with the capability each item needs (platform §6; the
 * spec filters buttons by permission without naming them all, so: issuing, receiving and sending
 * are "send or issue a parcel", passing to a courier is a scan, checking a status is one of the
 * "other operations", publish is "publish visit", selling goods is open to everyone).
 */
export const WORKPLACE_MENU: readonly WorkplaceMenuItem[] = [
  { button: 'issueParcel', capability: 'sendOrIssueParcel', action: 'newVisit', job: 'issue' },
  { button: 'receiveParcel', capability: 'sendOrIssueParcel', action: 'newVisit', job: 'receive' },
  { button: 'sendParcel', capability: 'sendOrIssueParcel', action: 'newVisit', job: 'send' },
  { button: 'passToCourier', capability: 'scanningEdit', action: 'handOver' },
  { button: 'checkParcelStatus', capability: 'otherOperations', action: 'checkStatus' },
  { button: 'publish', capability: 'publishVisit', action: 'publish' },
  { button: 'sellGoods', capability: 'ordersCreateAndDelete', action: 'newVisit', job: 'sellGoods' },
  // Registers §6 "Workplace buttons are filtered by permissions: … scanning, novaPay, pudo, …
  // processingHub": each opens its own screen.
  { button: 'scanning', capability: 'scanningEdit', action: 'open', route: 'scanning' },
  { button: 'novaPay', capability: 'paymentService', action: 'open', route: 'novapay' },
  { button: 'pudo', capability: 'pudoWorkplace', action: 'open', route: 'pudo_workplace' },
  { button: 'processingHub', capability: 'processingHub', action: 'open', route: 'processing_hub' },
];

/** The items this user may use and chose to show (settings `buttons`), in the menu's order. */
export function workplaceMenuFor(
  user: CapabilityUser & { settings: Pick<UserSettings, 'buttons'> },
): WorkplaceMenuItem[] {
  const chosen = new Set<string>(user.settings.buttons);
  return WORKPLACE_MENU.filter(
    (item) =>
      chosen.has(item.button) &&
      can(user, item.capability) &&
      (item.route === undefined || routeRolesAllow(user.groups, item.route)),
  );
}
