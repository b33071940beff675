import { VISIT_ERROR_CODES, VISIT_MESSAGES, type VisitDue } from '@console/domain';
import type { TFunction } from 'i18next';
import { addError, useErrorList } from '../../api/error-list.ts';
import { isCancelledError, ProductError } from '../../api/product-error.ts';

const ERRORS = 'admin.pages.visit.errors';

/** The translation key of each business code of the visit workflow (registers §8). */
const CODE_KEYS: Readonly<Record<string, string>> = {
  [VISIT_ERROR_CODES.alreadyAdded]: 'already_added',
  [VISIT_ERROR_CODES.cannotBeAdded]: 'cannot_be_added',
  [VISIT_ERROR_CODES.inAnotherVisit]: 'in_another_visit',
  [VISIT_ERROR_CODES.notReadyToShip]: 'not_ready_to_ship',
  [VISIT_ERROR_CODES.multipleDrafts]: 'multiple_drafts',
  [VISIT_ERROR_CODES.visitNotEditable]: 'visit_not_editable',
  [VISIT_ERROR_CODES.acceptanceEndError]: 'acceptance_end_error',
  [VISIT_ERROR_CODES.identifyCustomer]: 'identify_customer',
  [VISIT_ERROR_CODES.unpaidServices]: 'unpaid_services',
  [VISIT_ERROR_CODES.documentNotDeletable]: 'document_not_deletable',
  [VISIT_ERROR_CODES.visitNotDeletable]: 'visit_not_deletable',
  [VISIT_ERROR_CODES.phoneNotMobile]: 'phone_not_mobile',
  [VISIT_ERROR_CODES.differentPhones]: 'different_phones',
  [VISIT_ERROR_CODES.identificationRejected]: 'identification_rejected',
  [VISIT_ERROR_CODES.wrongCode]: 'wrong_code',
  [VISIT_ERROR_CODES.mobileNeedsCid]: 'mobile_needs_cid',
  [VISIT_ERROR_CODES.smsCodeLimit]: 'sms_code_limit',
  [VISIT_ERROR_CODES.codeExpired]: 'code_expired',
  [VISIT_ERROR_CODES.noClientRejections]: 'no_client_rejections',
  CONFLICT: 'conflict',
};

/** The spec's messages, when the server sends one without a code of its own. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [VISIT_MESSAGES.documentAlreadyAdded]: 'already_added',
  [VISIT_MESSAGES.multipleDrafts]: 'multiple_drafts',
  [VISIT_MESSAGES.notReadyToShip]: 'not_ready_to_ship',
  [VISIT_MESSAGES.needsSenderPayment]: 'needs_sender_payment',
  [VISIT_MESSAGES.openItemsLimit]: 'open_items_limit',
  [VISIT_MESSAGES.acceptanceEndError]: 'acceptance_end_error',
  [VISIT_MESSAGES.identifyCustomer]: 'identify_customer',
  [VISIT_MESSAGES.phoneNotMobile]: 'phone_not_mobile',
  [VISIT_MESSAGES.differentPhones]: 'different_phones',
  [VISIT_MESSAGES.noClientRejections]: 'no_client_rejections',
  [VISIT_MESSAGES.paidOrderError]: 'paid_order_error',
  [VISIT_MESSAGES.paidOrderRestored]: 'paid_order_restored',
  [VISIT_MESSAGES.draftUpdateOrCancel]: 'draft_update_or_cancel',
};

const PAY_FOR_SHIPMENT = /^Pay for the shipment (\S+) and finish the visit$/;

/** The translation key of a message of registers §8, e.g. `already_added`. */
export function visitMessageKey(name: keyof typeof VISIT_MESSAGES): string {
  return `${ERRORS}.${MESSAGE_KEYS[VISIT_MESSAGES[name]] ?? name}`;
}

/** A failure of a visit call in the user's language: by its code, else by the spec's message text. */
export function visitErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ProductError)) {
    return error instanceof Error && error.message ? error.message : t('oops');
  }
  const message = error.message;
  const payFor = PAY_FOR_SHIPMENT.exec(message);
  if (payFor) return t(`${ERRORS}.pay_for_shipment`, { number: payFor[1] });
  const byMessage = MESSAGE_KEYS[message];
  if (byMessage) return t(`${ERRORS}.${byMessage}`);
  const byCode = typeof error.code === 'string' ? CODE_KEYS[error.code] : undefined;
  if (byCode) return t(`${ERRORS}.${byCode}`, { defaultValue: message });
  return message || t('oops');
}

/** Adds a failed visit call to the common error list, translated; cancelled calls stay silent. */
export function reportVisitError(t: TFunction, error: unknown): void {
  if (isCancelledError(error)) return;
  if (!(error instanceof ProductError)) {
    addError(error);
    return;
  }
  useErrorList.getState().add({ type: 'error', title: visitErrorText(t, error), error });
}

/** A rule the console checks itself before calling, shown like the server's answer. */
export function reportVisitMessage(t: TFunction, name: keyof typeof VISIT_MESSAGES): void {
  useErrorList.getState().add({ type: 'error', title: t(visitMessageKey(name)) });
}

/**
 * The notices a call answered with (registers §8 visit messages that are not failures, such as
 * `paid_order_restored` after a payment), translated into the common notice list.
 */
export function reportVisitNotices(t: TFunction, messages: readonly string[] | undefined): void {
  for (const message of messages ?? []) {
    const key = MESSAGE_KEYS[message];
    useErrorList.getState().add({ type: 'warning', title: key ? t(`${ERRORS}.${key}`) : message });
  }
}

/** The reasons of `GET visits/{id}/can-end`, translated; unpaid services name every sum still owed. */
export function canEndReasonText(t: TFunction, reason: string, due: readonly VisitDue[] = []): string {
  if (/unpaid/i.test(reason)) {
    const sums = due.map(
      (item) =>
        `${item.shipmentNumber} ${
          item.kind === 'cashOnDelivery' ? t('admin.pages.visit.documents.cash_on_delivery') : item.name
        } ${item.amount} ${item.currencyCode}`,
    );
    const text = t(`${ERRORS}.unpaid_services`);
    return sums.length > 0 ? `${text}: ${sums.join(', ')}` : text;
  }
  const key = MESSAGE_KEYS[reason] ?? CODE_KEYS[reason];
  return key ? t(`${ERRORS}.${key}`) : reason;
}
