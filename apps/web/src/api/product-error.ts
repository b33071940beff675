import { CANCELLED_REQUEST_CODE } from '@console/domain';

/** Code of an error raised by a cancelled request (platform §8); such errors are ignored silently. */
export const CANCELLED_CODE = CANCELLED_REQUEST_CODE;

export interface ProductErrorInit {
  /** HTTP status; 0 when no answer arrived (network failure, time-out, cancellation). */
  status: number;
  /** The API body's code, else the transport's code, else the status; -1 for a cancelled request. */
  code: string | number;
  message: string;
  /** Field path to a validation message key, as the API sends it. */
  errors?: Record<string, string>;
  /** What the failed request sent (its body, or its query for reads), for validation messages. */
  requestValue?: unknown;
  /** The request URL relative to its base, e.g. `v2/shipments/12`. */
  url?: string;
}

/** Every failure of an API call, except the staff-fixations 'BOClient: ...' error. */
export class ProductError extends Error {
  override readonly name = 'ProductError';
  readonly status: number;
  readonly code: string | number;
  readonly errors?: Record<string, string>;
  readonly requestValue?: unknown;
  readonly url?: string;

  constructor(init: ProductErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    if (init.errors) this.errors = init.errors;
    if (init.requestValue !== undefined) this.requestValue = init.requestValue;
    if (init.url !== undefined) this.url = init.url;
  }
}

/** What a refusal says to the user: the server's message, or the failure's own. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A cancelled request: code -1, whether wrapped as a ProductError or not. */
export function isCancelledError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === CANCELLED_CODE;
}

/**
 * The record a screen asked for does not exist: 404, or a 400 that refused only the path's own
 * parameters (an id that is no uuid, a number of the wrong shape), which names no record either.
 * A record screen then says "not found", not "Request validation failed".
 */
export function isRecordNotFound(error: unknown): boolean {
  if (!(error instanceof ProductError)) return false;
  if (error.status === 404) return true;
  const fields = Object.keys(error.errors ?? {});
  return error.status === 400 && fields.length > 0 && fields.every((field) => field.startsWith('params.'));
}
