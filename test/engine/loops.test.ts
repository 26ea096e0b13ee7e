import { describe, expect, it } from "vitest";
import { resolve } from "../../src/engine/resolver.ts";
import { toyEdition, toyRuleset, toyState } from "./toy-ruleset.ts";

const rules = toyRuleset(toyEdition(false));

describe("infinite loops (18-3)", () => {
  it("ends a loop nobody can stop in a draw (18-3-2), long before the step budget", () => {
    const s = toyState({ owner: { a: "A", b: "B" }, pings: { a: ["b"], b: ["a"] } });
    const trace = resolve(rules, s, ["a"], { budget: 10_000 });
    expect(trace.final.outcome).toBe("draw (18-3-2)");
    const last = trace.steps.at(-1)!;
    expect(last).toMatchObject({ kind: "end", rule: "18-3-2" });
    expect(last.text).toContain("no player has a choice");
    expect(trace.steps.length).toBeLessThan(10);
  });

  it("lets the player with a choice inside the loop stop it (18-3-3)", () => {
    const s = toyState({ owner: { a: "A", b: "B" }, pings: { a: ["b"], b: ["a"] }, optional: ["a"] });
    const trace = resolve(rules, s, ["a"]);
    expect(trace.final.outcome).toBeUndefined();
    const declare = trace.steps.find((x) => x.kind === "choice")!;
    expect(declare.rule).toBe("18-3-3");
    expect(declare.text).toContain("Player A");
    expect(trace.steps.at(-1)!.kind).toBe("end");
    expect(s.log.filter((x) => x === "a").length).toBeGreaterThanOrEqual(2);
    expect(trace.steps.some((x) => x.text.includes("no ping"))).toBe(true);
  });

  it("does not call a resolution that only looks alike a loop", () => {
    const s = toyState({ owner: { a1: "A", a2: "A" } });
    const trace = resolve(rules, s, ["a1", "a2"]);
    expect(trace.final.outcome).toBeUndefined();
  });
});
