import { expect } from "vitest";
import { UserError } from "../../src/games/user-error.ts";

/** The message of the user-facing error `f` throws; the test fails when it throws none or another kind. */
export function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UserError);
    return (e as Error).message;
  }
  throw new Error("expected an error");
}
