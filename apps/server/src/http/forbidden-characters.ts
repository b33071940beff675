import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors.ts';

/**
 * PostgreSQL stores no NUL in text and refuses `\u0000` in jsonb, so a NUL anywhere in a request
 * would reach SQL and fail there. Other control characters (tab, newline, ESC …) are stored as sent.
 */
const NUL = '\u0000';
const isForbidden = (text: string) => text.includes(NUL);

export const FORBIDDEN_CHARACTER_KEY = 'string.control';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined): string[] {
  const path: string[] = [];
  for (let current = visit; current?.parent !== undefined; current = current.parent) path.push(current.key);
  return path.reverse();
}

/**
 * The path of the first string (value or key) holding a forbidden character, or undefined.
 * Walks iteratively with parent links: a deeply nested body must not overflow the stack nor copy paths.
 */
export function forbiddenCharacterPath(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (isForbidden(current)) return pathOf(next);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (isForbidden(key)) return [...pathOf(next), key.replaceAll(NUL, '')];
        pending.push({ value: child, key, parent: next });
      }
    }
  }
  return undefined;
}

/**
 * Every route refuses a NUL in its body, query or path with a 400 naming the field, before its own
 * schema (or its handler, for routes without one) sees the request. Field names follow the
 * validation errors: `login`, `querystring.name`, `params.id`.
 */
export function refuseForbiddenCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: [string | undefined, unknown][] = [
      [undefined, request.body],
      ['querystring', request.query],
      ['params', request.params],
    ];
    for (const [prefix, value] of parts) {
      const path = forbiddenCharacterPath(value);
      if (!path) continue;
      const field = path.length === 0 ? (prefix ?? 'body') : [prefix, ...path].filter(Boolean).join('.');
      throw validationFailed({ [field]: FORBIDDEN_CHARACTER_KEY });
    }
  });
}
