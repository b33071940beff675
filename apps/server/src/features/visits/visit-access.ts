import { anyRole, capability, type Permission, routeRoles } from '../../http/permissions.ts';

/** Reading and working in a visit: the roles of the `visit` route (platform §2). */
export const VISIT_WORK: Permission = anyRole(...routeRoles('visit'));
/** Taking documents out of a visit (platform §6 "Visit documents delete"). */
export const VISIT_DOCUMENTS_DELETE: Permission = capability('visitDocumentsDelete');
/** Refusal at the counter is part of issuing (platform §6 "Send or issue a parcel"). */
export const SEND_OR_ISSUE: Permission = capability('sendOrIssueParcel');
/** `POST replaying` (platform §6 "Publish/subscribe visit"). */
export const PUBLISH_VISIT: Permission = capability('publishVisit');
/** `POST payments` (platform §6 "Payment-service feature"). */
export const PAYMENT_SERVICE: Permission = capability('paymentService');
