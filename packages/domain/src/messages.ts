/** The spec's fixed user-facing messages, one line each (platform §8, registers §8). */
export const MESSAGES = {
  serviceForbidden: 'You do not have permission to access the service',
  resourceForbidden: 'You do not have permission to access the resource',
  mobileAppOnly: 'Available only on mobile app',
  timeout: 'Timeout error. Try again',
  boClientPrefix: 'BOClient: ',
  cssPreloadFailed: 'Unable to preload CSS',
  documentAlreadyAdded: 'This document already added to the current visit',
  tooManyOpenItems: 'In order to create a new operation, you have to complete the previous one',
  wrongShipmentNumber: 'Wrong value of shipment number!',
  invalidCountryObject: 'Invalid country object',
  requiredField: 'Required field',
  notPudoWorkplace: 'Is not PUDO workplace!',
  invalidInvoiceCurrency: 'invalid invoice currencyCode',
  invalidInvoiceTotal: 'invalid invoice totalCost',
  invalidCredentials: 'Invalid login or password',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Try again later',
  externalSignIn: 'Sign in through the identity provider',
  unauthorized: 'Sign-in required',
  notFound: 'Not found',
  validation: 'Request validation failed',
  internal: 'Something went wrong on our side',
} as const;

/** Codes of the API error body `{ code, message, errors? }` (DESIGN.md "API conventions"). */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 409: an external OpenID Connect issuer signs users in; the built-in login and refresh are off. */
  'EXTERNAL_SIGN_IN',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode | (string & {});
  message: string;
  /** Field path (dot-separated, array indexes as numbers) to a validation message key. */
  errors?: Record<string, string>;
  /** The request's id, as the server's log lines carry it (quote it to the service desk). */
  requestId?: string;
}
