import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ImportError, importDocument } from "../../src/cards/import.ts";
import { communityDigimon, normalizedDigimon } from "./fixtures.ts";

describe("the card importers on any input", () => {
  it("end in a result or an ImportError, never anything else", () => {
    const record = fc.oneof(
      fc.constant(normalizedDigimon(1)),
      fc.constant(communityDigimon(2)),
      fc.dictionary(
        fc.constantFrom("cardId", "nameEn", "kinds", "colors", "level", "dp", "effectText", "id", "name"),
        fc.jsonValue(),
      ),
    );
    const mutated = fc
      .tuple(
        record,
        fc.constantFrom("cardId", "nameEn", "kinds", "colors", "level", "dp", "playCost", "evoCosts"),
        fc.jsonValue(),
      )
      .map(([r, k, v]) => ({ ...r, [k]: v }));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.oneof(record, mutated), { maxLength: 8 })), (doc) => {
        try {
          const result = importDocument(doc);
          expect(result.cards.length + result.skipped.length).toBeGreaterThanOrEqual(0);
        } catch (e) {
          expect(e).toBeInstanceOf(ImportError);
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
