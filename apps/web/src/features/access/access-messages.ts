import { MESSAGES } from '@console/domain';
import type { TFunction } from 'i18next';

/** The spec's exact access messages and their keys in the `common` namespace. */
const ACCESS_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [MESSAGES.serviceForbidden]: 'access.service_forbidden',
  [MESSAGES.resourceForbidden]: 'access.resource_forbidden',
  [MESSAGES.mobileAppOnly]: 'access.mobile_app_only',
};

/** The message in the chosen language; the English text of the spec when it has no translation. */
export function translateAccessMessage(t: TFunction, message: string): string {
  const key = ACCESS_MESSAGE_KEYS[message];
  return key ? t(key, { defaultValue: message }) : message;
}
