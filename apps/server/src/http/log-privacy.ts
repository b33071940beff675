import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { postgresError } from './database-errors.ts';

/**
 * What the log may keep of a failed request's error. A database error's message, detail and the
 * query's parameters carry the client's data (a visitor's name, a phone, a code), so only its
 * codes and names are kept: the SQLSTATE, constraint, table and column, the statement without
 * its values, and the stack without its first line (which repeats the message).
 */
export function loggableError(error: Error): Record<string, unknown> {
  const pg = postgresError(error);
  if (!pg) return { type: error.name, message: error.message, stack: error.stack };
  const query = (error as { query?: unknown }).query;
  return {
    type: error.name,
    message: 'database error',
    database: {
      code: pg.code,
      constraint: pg.constraint,
      table: pg.table,
      column: pg.column,
      routine: pg.routine,
    },
    statement: typeof query === 'string' ? query : undefined,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/**
 * A request as the log shows it: the route's pattern, not the URL, so neither a query string
 * (`?phone=…`, `?name=…`) nor a path value (`visit-search/{number or phone}`) reaches the log.
 */
function requestForLog(request: FastifyRequest) {
  const route = request.routeOptions?.url;
  return {
    method: request.method,
    url: route ?? request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the request serializer above (a logger turned off stays off). */
export function privateLogger(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}
