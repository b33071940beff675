import { conflict, type HttpError, validationFailed } from './errors.ts';

export interface PostgresError {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
  table?: string;
  routine?: string;
  message?: string;
}

/** The PostgreSQL error under a driver or Drizzle wrapper, if there is one. */
export function postgresError(error: unknown): PostgresError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    const candidate = current as PostgresError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Whether an error is PostgreSQL's unique violation of the named index or constraint: a workflow
 * answers some of them with its own business codes. node-postgres names the constraint; PGlite's
 * message names it as well.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = postgresError(error);
  if (pg?.code !== '23505') return false;
  return [pg.constraint, pg.message].some((name) => typeof name === 'string' && name.includes(constraint));
}

const camelCase = (snake: string) => snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `Key (region_id)=(…) is not present …` → `regionId`. */
function keyField(detail: string | undefined): string {
  const match = detail?.match(/^Key \(([^)]+)\)/);
  const columns = match?.[1]?.split(',').map((column) => camelCase(column.trim()));
  return columns?.at(-1) ?? 'body';
}

/**
 * Constraint violations a client's data can cause, as the API's 4xx answers: a duplicate key is
 * 409 CONFLICT; a reference to a row that does not exist, a value out of a column's range or a
 * malformed value is 400 with the field's key. Anything else is rethrown (and becomes a 500).
 */
export function clientErrorOf(error: unknown): HttpError | undefined {
  const pg = postgresError(error);
  switch (pg?.code) {
    case '23505':
      return conflict(`Duplicate ${keyField(pg.detail)}`);
    case '23503':
      return validationFailed({ [keyField(pg.detail)]: 'any.invalid' });
    case '22021':
    case '22P05':
      // Invalid byte sequence or an untranslatable character (a NUL in text or jsonb).
      return validationFailed({ [pg.column ? camelCase(pg.column) : 'body']: 'string.control' });
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
    case '23502':
    case '23514':
      return validationFailed({ [pg.column ? camelCase(pg.column) : 'body']: 'any.invalid' });
    default:
      return undefined;
  }
}

export function rethrowAsClientError(error: unknown): never {
  throw clientErrorOf(error) ?? error;
}
