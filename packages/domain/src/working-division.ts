// No zod here: the console's header asks it on every screen, before any schema is loaded.

/**
 * Who may change their working division and among which divisions (registers §5 "Division
 * change"): administrators among the divisions of the division search's source, the operator's own
 * network (not deleted, not of `DIVISION_CHANGE_EXCLUDED_CATEGORIES`), dispatch managers among the divisions of their settings,
 * else only their own; nobody else.
 */
export type DivisionChoice = 'source' | 'settings' | null;

export function divisionChoiceOf(groups: readonly string[]): DivisionChoice {
  if (groups.includes('administrator_god')) return 'source';
  if (groups.includes('dispatch_manager')) return 'settings';
  return null;
}
