import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have (a top-level object is 1). The
 * deepest body the API takes, a condition tree of six branches, nests about 15; route schemas
 * (zod) and some rules walk a body recursively and overflow the stack at several hundred.
 */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP_KEY = 'json.depth';

/** Whether arrays and objects in `value` nest deeper than `limit`; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: object; depth: number }[] = [];
  if (value !== null && typeof value === 'object') pending.push({ value, depth: 1 });
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.depth > limit) return true;
    for (const child of Object.values(next.value)) {
      if (child !== null && typeof child === 'object') pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (it still refuses `__proto__` and `constructor.prototype` keys), then
 * a 400 for a body nested deeper than MAX_BODY_DEPTH, before any schema or hook walks it.
 */
export function limitJsonBodyDepth(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    parseJson(request, body, (error, value) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, MAX_BODY_DEPTH)) {
        return done(validationFailed({ body: BODY_TOO_DEEP_KEY }), undefined);
      }
      done(null, value);
    });
  });
}
