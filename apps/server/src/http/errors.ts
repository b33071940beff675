import { type ApiErrorBody, MESSAGES, validationErrors } from '@console/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { loggableError } from './log-privacy.ts';

/** An error that answers with its own status and body; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return this.errors
      ? { code: this.code, message: this.message, errors: this.errors }
      : { code: this.code, message: this.message };
  }
}

export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = MESSAGES.resourceForbidden) =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const validationFailed = (errors: Record<string, string>) =>
  new HttpError(400, 'VALIDATION', MESSAGES.validation, errors);
/** A broken business rule: 422 with the spec's business code. */
export const businessRule = (code: string, message: string) => new HttpError(422, code, message);

/** Thrown by the validator compiler with the zod issues of one request part. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(MESSAGES.validation);
  }
}

const FRAMEWORK_CODES: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Every error leaves as `{ code, message, errors? }`; client mistakes never become a 500. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // Every error body names its request, as every log line of it does.
  const send = (statusCode: number, body: ApiErrorBody) =>
    reply.status(statusCode).send({ ...body, requestId: request.id });
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return send(error.statusCode, error.body());
  }
  if (error instanceof RequestValidationError) {
    const prefix = error.part === 'body' ? undefined : error.part;
    return send(400, {
      code: 'VALIDATION',
      message: MESSAGES.validation,
      errors: validationErrors(error.issues, prefix),
    });
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const code = FRAMEWORK_CODES[statusCode] ?? 'BAD_REQUEST';
    return send(
      statusCode,
      statusCode === 400
        ? { code, message: MESSAGES.validation, errors: { body: frameworkKey(error) } }
        : { code, message: error.message },
    );
  }
  request.log.error({ err: loggableError(error) }, 'request failed');
  return send(500, { code: 'INTERNAL', message: MESSAGES.internal });
}

function frameworkKey(error: FastifyError | Error): string {
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'json.invalid';
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'any.required';
  return 'any.invalid';
}
