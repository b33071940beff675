import type pg from 'pg';
import type { Database } from '../src/db/database.ts';
import {
  numberSearchQuery,
  type PhoneShipment,
  phoneSearchQuery,
  searchPlan,
  searchResult,
  VISIT_SEARCH_STATEMENTS,
} from '../src/features/shipments/shipment-search.ts';
import type { PreparedAnswer, Statement } from './baseline-server.ts';

/** The statements the API's visit search runs for a text, as text and parameters. */
export function visitSearchStatements(db: Database, text: string) {
  const plan = searchPlan(text);
  // Named as the API names them: PostgreSQL parses each once per connection on both sides.
  const statement = (query: { toSQL(): { sql: string; params: unknown[] } }, name: string): Statement => {
    const { sql, params } = query.toSQL();
    return { name, text: sql, values: params };
  };
  return {
    plan,
    phone: plan.phone
      ? statement(phoneSearchQuery(db, plan.phone), VISIT_SEARCH_STATEMENTS.byPhone)
      : undefined,
    number: plan.byNumber
      ? statement(numberSearchQuery(db, plan.value), VISIT_SEARCH_STATEMENTS.byNumber)
      : undefined,
  };
}

/**
 * The baseline's answer to a visit search: the API's statements for that text run on the bare
 * pool, one after the other as the API runs them, grouped by the API's own `searchResult`.
 */
export function visitSearchAnswer(db: Database, text: string): PreparedAnswer {
  const { plan, phone, number } = visitSearchStatements(db, text);
  return async (pool: pg.Pool) => {
    const byPhone = phone ? ((await pool.query(phone)).rows as PhoneShipment[]) : [];
    const byNumber = number ? ((await pool.query(number)).rows as { id: string }[]) : [];
    return searchResult(plan, byPhone, byNumber);
  };
}
