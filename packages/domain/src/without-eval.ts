import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` when it may, and decides so when a schema is
 * built. The console's Content-Security-Policy allows no eval, so the browser would report a
 * violation: the console calls this before any schema is built (its own module, so importing it
 * builds none), while the server keeps the compiled parsers.
 */
export function buildSchemasWithoutEval() {
  z.config({ jitless: true });
}
