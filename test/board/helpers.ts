import type { CardMark, CardRef } from "../../src/board/index.ts";
import type { ParseResult } from "../../src/board/index.ts";

/** Deep copy without any `pos` field, to compare ASTs by content. */
export function stripPos(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripPos);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, v]) => key !== "pos" && v !== undefined)
        .map(([key, v]) => [key, stripPos(v)]),
    );
  }
  return value;
}

/** Omit that distributes over a union. */
type WithoutPos<T> = T extends unknown ? Omit<T, "pos"> : never;

type CardSpec = Omit<Partial<CardRef>, "under" | "marks" | "pos"> & {
  under?: unknown[];
  marks?: Array<WithoutPos<CardMark>>;
};

/** A card as it looks after stripPos. */
export function card(code: string, spec: CardSpec = {}): unknown {
  return { code, under: [], marks: [], ...spec };
}

export function unwrap<T>(result: ParseResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.error.message}`);
  return result.value;
}

export function errorOf<T>(result: ParseResult<T>) {
  if (result.ok) throw new Error(`expected an error, got: ${JSON.stringify(stripPos(result.value))}`);
  return result.error;
}
