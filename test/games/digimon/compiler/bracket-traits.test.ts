/**
 * A bracketed name no card of the pool bears but that is a trait there reads as the trait
 * (Q5649: "[Evil] or [Fallen Angel] Digimon card"); real names stay names (2-3-1-2).
 */
import { describe, expect, it } from "vitest";
import { poolWords, resolveBracketTraits } from "../../../../src/games/digimon/compiler/index.ts";
import { testCard } from "../test-card.ts";

const pool = poolWords([
  { name: "Test Angel", traits: ["Fallen Angel", "Evil"] },
  { name: "Agumon", traits: ["Reptile"] },
  { name: "Reptile", traits: [] },
]);
const card = (text: string) => testCard("TST-741", text, { playCost: 3 });

describe("brackets that only a trait of the pool fits", () => {
  it("reads them as traits", () => {
    const def = resolveBracketTraits(
      card(
        "[On Play] You may play 1 level 4 or lower [Evil] or [Fallen Angel] Digimon card from your trash without paying the cost.",
      ),
      pool,
    );
    expect(JSON.stringify(def.abilities)).toContain('"traits":["Evil","Fallen Angel"]');
    expect(JSON.stringify(def.abilities)).not.toContain("nameIs");
  });

  it("keeps names that a card bears, and a mix of a name and a trait, as names", () => {
    const named = card("[On Play] You may play 1 [Agumon] from your trash without paying the cost.");
    expect(resolveBracketTraits(named, pool)).toBe(named);
    const both = card(
      "[On Play] You may play 1 [Reptile] or [Evil] Digimon card from your trash without paying the cost.",
    );
    expect(resolveBracketTraits(both, pool)).toBe(both);
  });
});
