import { describe, expect, it } from "vitest";
import { aside, bracketName, listEffects } from "../../src/engine/wording.ts";

describe("card names and asides in step sentences", () => {
  it("writes a nameless card as its code alone, never with an empty name", () => {
    expect(bracketName("XX-001", "")).toBe("[XX-001]");
    expect(bracketName("XX-001", "  ")).toBe("[XX-001]");
    expect(bracketName("XX-001", "Testmon")).toBe("[XX-001 Testmon]");
    expect(listEffects([{ card: "XX-001", name: "" }] as never)).toBe("[XX-001]");
  });

  it("leaves out an empty aside instead of printing ()", () => {
    expect(aside("")).toBe("");
    expect(aside("[On Play] Gain 1 memory.")).toBe(" ([On Play] Gain 1 memory.)");
  });
});
