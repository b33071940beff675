import type { Transaction } from '../../db/database.ts';

/** A refusal the courier reads on the phone: the action is kept as refused and not applied. */
export class Refusal extends Error {
  /**
   * What the refusal itself records, written after the action's own writes are undone (a wrong
   * SMS code still counts as an attempt).
   */
  persist?: (tx: Transaction) => Promise<void>;

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
