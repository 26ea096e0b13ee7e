/** An action the rules do not allow, with the reason a player would be told. */
export class RulesError extends Error {
  constructor(
    message: string,
    readonly rule: string | null = null,
  ) {
    super(message);
    this.name = "RulesError";
  }
}

/** The resolution ran past its step budget: reported, never a hang. */
export class BudgetExceededError extends Error {
  constructor(readonly budget: number) {
    super(
      `The resolution did not finish within its step budget of ${budget} steps. ` +
        "The board probably builds a loop that nothing stops; check the cards and choices.",
    );
    this.name = "BudgetExceededError";
  }
}
