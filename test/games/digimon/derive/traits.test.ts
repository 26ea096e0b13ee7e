import { describe, expect, it } from "vitest";
import { compileCard } from "../../../../src/games/digimon/compiler/card.ts";
import { sameTrait, traitContains } from "../../../../src/games/digimon/derive/identity.ts";

const base = {
  code: "XX1-010",
  name: "Traitmon",
  category: "Digimon" as const,
  colors: ["Blue" as const],
  level: 4,
  dp: 5000,
  playCost: 5,
  digivolve: [],
  effect: "",
  inherited: "",
  security: "",
};

describe("traits (2-3-2)", () => {
  it("counts the form and the attribute as traits, with the types", () => {
    const def = compileCard({
      ...base,
      forms: ["Champion"],
      attributes: ["Vaccine"],
      traits: ["Sea Beast"],
    }).def;
    expect([...def.traits].sort()).toEqual(["Champion", "Sea Beast", "Vaccine"]);
    expect(compileCard({ ...base, traits: ["Sea Beast"] }).def.traits).toEqual(["Sea Beast"]);
  });

  it("matches a named trait whatever its hyphens, spacing or case", () => {
    expect(sameTrait("X Antibody", "X-Antibody")).toBe(true);
    expect(sameTrait("Royal Knight", "royal  knight")).toBe(true);
    expect(sameTrait("X Antibody", "Antibody")).toBe(false);
    expect(traitContains("X Antibody", "X-Antibody")).toBe(true);
    expect(traitContains("Dark Dragon", "Dragon")).toBe(true);
    expect(traitContains("Dragon", "Dark Dragon")).toBe(false);
  });

  it("matches a trait a record spells without its space, or a text damaged with stray punctuation", () => {
    expect(sameTrait("BlueFlare", "Blue Flare")).toBe(true);
    expect(sameTrait("Blue Flare", "BlueFlare")).toBe(true);
    expect(traitContains("Four Sovereigns", ";Sovereign")).toBe(true);
    expect(sameTrait("Ver.5", "Ver.4")).toBe(false);
  });
});
