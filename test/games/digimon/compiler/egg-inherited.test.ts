/** A level 2 Digi-Egg whose record files its inherited effect as the main text (no [Breeding], no inherited text). */
import { describe, expect, it } from "vitest";
import { type CardText, compileCard } from "../../../../src/games/digimon/compiler/card.ts";

const egg: CardText = {
  code: "TST-351",
  name: "Eggling",
  category: "Digi-Egg",
  colors: ["Red"],
  level: 2,
  digivolve: [],
  traits: [],
  effect: "[When Attacking] Gain 1 memory.",
  inherited: "",
  security: "",
};

describe("a Digi-Egg's misfiled inherited effect", () => {
  it("is read as the inherited effect", () => {
    const def = compileCard(egg).def;
    expect(def.abilities).toEqual([]);
    expect(def.inherited.map((a) => a.timing)).toEqual(["whenAttacking"]);
    expect(def.inheritedPrinted).toBe(true);
  });

  it("stays the main effect when it has a [Breeding] header, an inherited text, or the egg is not level 2", () => {
    const breeding = compileCard({
      ...egg,
      effect: "[Breeding] [Your Turn] All of your Digimon get +1000 DP.",
    }).def;
    expect(breeding.abilities).toHaveLength(1);
    const both = compileCard({ ...egg, inherited: "[Your Turn] This Digimon gets +1000 DP." }).def;
    expect(both.abilities.map((a) => a.timing)).toEqual(["whenAttacking"]);
    const big = compileCard({ ...egg, level: undefined, effect: "[Main] Gain 1 memory." }).def;
    expect(big.abilities.map((a) => a.timing)).toEqual(["main"]);
    const digimon = compileCard({ ...egg, category: "Digimon" }).def;
    expect(digimon.abilities.map((a) => a.timing)).toEqual(["whenAttacking"]);
  });
});
