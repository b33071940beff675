/**
 * Whether an error (under any driver or Drizzle wrapper) is PostgreSQL's unique violation of the
 * named index: the visit workflow answers some of them with its own business codes.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      detail?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      // node-postgres names the constraint; PGlite's message names it as well.
      const names = [candidate.constraint, candidate.message].filter((value) => typeof value === 'string');
      return names.some((name) => (name as string).includes(constraint));
    }
    current = candidate.cause;
  }
  return false;
}
