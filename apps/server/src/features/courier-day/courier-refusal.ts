/** A refusal the courier reads on the phone: the action is kept as refused and not applied. */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
