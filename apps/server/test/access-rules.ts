/**
 * The vocabulary of the access table (access-spec.ts): an entry, the role sets the spec names more
 * than once, and a helper that writes a screen's several calls from one source.
 *
 * Platform §6 "Access rule": a user holding none of base, contact-centre operator or pudo
 * manager is refused everything; then the route's roles decide.
 */
export const SERVICE = ['base', 'contact_centre_operator', 'pudo_manager'];
export const BRANCH_STAFF = ['branch_employee', 'branch_manager', 'terminal_employee', 'terminal_manager'];
export const HUB = ['administrator_god', 'service_desk', 'dispatch_manager'];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Rule = readonly string[] | ((groups: readonly string[]) => boolean);

export interface Entry {
  /** Where the spec says it. */
  source: string;
  method: Method;
  /** The call below `/api/v1/`, with a record id, a query or a path value where the route needs one. */
  url: string;
  payload?: Record<string, unknown>;
  /** The roles that may call it; or, where §6 words a rule rather than a list, the rule. */
  roles: Rule;
}

export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Platform §2: "'any' means every signed-in user" (who still needs a service role, §6). */
export const ANY: Rule = () => true;

/** The roles of several screens that make the same call. */
export const union = (...roleLists: readonly (readonly string[])[]): readonly string[] => [
  ...new Set(roleLists.flat()),
];

/**
 * One entry per call of a screen or capability, all under the same rule: each call is written
 * `'METHOD path'` as the route reads (`'PUT pickups/:id/status'`), a path parameter standing for a
 * record that does not exist, and a write sending `{}` (the guard answers before the body is read).
 */
export function callsOf(source: string, roles: Rule, calls: readonly string[]): Entry[] {
  return calls.map((call) => {
    const [method, path] = call.split(' ') as [Method, string];
    const url = path.replace(/:[a-zA-Z]+/g, NO_SUCH_ID);
    return {
      source,
      method,
      url,
      roles,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    };
  });
}
