import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SERVER_POOL_SIZE } from '../src/db/database.ts';

export interface Statement {
  text: string;
  values: unknown[];
}

/** One list request of a scenario as the API runs it, its SQL taken from the register service. */
export interface PreparedList {
  /** The page, the list's total on each row (column `__total`). */
  page: Statement;
  /** The total alone, for a page past the end. */
  total: Statement;
  offset: number;
  limit: number;
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * The floor the API is measured against: a bare `node:http` handler that looks the request's URL
 * up among the prepared lists and runs the same SQL through its own `pg` pool — the page statement
 * with the total on each row, the total alone only for a page past the end, as the API does —
 * answering the same JSON. It does no parsing, validation, sign-in check or SQL building.
 */
export async function startBaseline(
  databaseUrl: string,
  lists: ReadonlyMap<string, PreparedList>,
): Promise<RunningServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });

  const server = createServer(async (request, response) => {
    const list = lists.get(request.url ?? '');
    if (!list) {
      response.writeHead(404).end();
      return;
    }
    try {
      const page = await pool.query(list.page);
      const items = page.rows as Record<string, unknown>[];
      let total = items.length > 0 ? Number(items[0]?.__total) : 0;
      if (items.length === 0 && list.offset > 0) {
        total = Number((await pool.query(list.total)).rows[0]?.__total ?? 0);
      }
      for (const item of items) delete item.__total;
      const body = JSON.stringify({ items, total, last_page: Math.max(1, Math.ceil(total / list.limit)) });
      response
        .writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        })
        .end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await pool.end();
    },
  };
}
