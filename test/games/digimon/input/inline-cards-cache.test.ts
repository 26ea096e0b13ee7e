import { describe, expect, it } from "vitest";
import { inlineCards } from "../../../../src/games/digimon/input/inline-cards-cache.ts";
import { parseInlineCards } from "../../../../src/games/digimon/input/inline-cards.ts";
import { InputError } from "../../../../src/games/input-error.ts";

const card = (n: number) =>
  `XX9-${String(n).padStart(3, "0")} "Cachemon ${n}" digimon lv 3 3000 dp red cost 3 : [On Play] <Draw 1>.`;

describe("inline cards compiled once per text", () => {
  it("gives the same compiled cards for the same text, as parseInlineCards compiles them", () => {
    const first = inlineCards(card(1));
    expect(inlineCards(card(1))).toBe(first);
    expect(first).toEqual(parseInlineCards(card(1)));
    expect(inlineCards(card(2))).not.toBe(first);
    expect(inlineCards(card(2))[0]!.def.code).toBe("XX9-002");
  });

  it("compiles a text again once sixteen others came after it, and never keeps bad input", () => {
    const first = inlineCards(card(100));
    for (let n = 101; n <= 116; n++) inlineCards(card(n));
    const again = inlineCards(card(100));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(() => inlineCards("XX9-999 nonsense")).toThrow(InputError);
    expect(() => inlineCards("XX9-999 nonsense")).toThrow(InputError);
  });
});
