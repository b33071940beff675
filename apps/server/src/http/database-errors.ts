import { conflict, HttpError, validationFailed } from './errors.ts';

/** SQLSTATEs of a database that is shutting down, starting up or gone (classes 08 and 57P). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/** Whether an error says the database cannot be reached right now (the answer is 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string') {
      if (UNAVAILABLE_STATES.has(candidate.code) || UNAVAILABLE_SOCKET_CODES.has(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      UNAVAILABLE_MESSAGES.some(
        (text) => candidate.message === text || (candidate.message as string).startsWith(text),
      )
    )
      return true;
    // An AggregateError of every address the driver tried (IPv4 and IPv6 localhost).
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = candidate.cause;
  }
  return false;
}

/** 503 with a code the console shows as "try again": nothing was changed. */
export function databaseUnavailable(): HttpError {
  return new HttpError(
    503,
    'DATABASE_UNAVAILABLE',
    'The database is not reachable at the moment; try again shortly',
    undefined,
    {
      'retry-after': '2',
    },
  );
}

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

/** The field and value of a duplicate key: `Key (code)=(XK) already exists.` → code, XK. */
export function duplicateKeyOf(error: unknown): { field: string; value: string } | undefined {
  const pg = postgresError(error);
  if (pg?.code !== '23505') return undefined;
  const match = pg.detail?.match(/^Key \(([^)]+)\)=\((.*)\) already exists/);
  const columns = match?.[1]?.split(',').map((column) => camelCase(column.trim())) ?? [];
  const values = match?.[2]?.split(', ') ?? [];
  const field = columns.at(-1) ?? 'body';
  // Several columns whose values split the same way: the last column's value, else all of them.
  const value = values.length === columns.length ? (values.at(-1) ?? '') : (match?.[2] ?? '');
  return { field, value };
}

/**
 * A duplicate key as 409 naming the field (`errors: { code: 'any.unique' }`) so a form shows it
 * there; `register` names where the value is taken ("… already exists in countries").
 */
export function duplicateKeyError(duplicate: { field: string; value: string }, register?: string): HttpError {
  const where = register ? ` in ${register}` : '';
  return new HttpError(
    409,
    'CONFLICT',
    `A record with ${duplicate.field} ${duplicate.value} already exists${where}`,
    { [duplicate.field]: 'any.unique' },
  );
}

/**
 * Constraint violations a client's data can cause, as the API's 4xx answers: a duplicate key is
 * 409 CONFLICT; a reference to a row that does not exist, a value out of a column's range or a
 * malformed value is 400 with the field's key. Anything else is rethrown (and becomes a 500).
 */
export function clientErrorOf(error: unknown, register?: string): HttpError | undefined {
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const pg = postgresError(error);
  const duplicate = duplicateKeyOf(error);
  switch (pg?.code) {
    case '23505':
      return duplicate
        ? duplicateKeyError(duplicate, register)
        : conflict(`Duplicate ${keyField(pg.detail)}`);
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

export function rethrowAsClientError(error: unknown, register?: string): never {
  throw clientErrorOf(error, register) ?? error;
}
