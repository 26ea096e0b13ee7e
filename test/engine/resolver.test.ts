import { describe, expect, it } from "vitest";
import { ScriptedChooser } from "../../src/engine/chooser.ts";
import { BudgetExceededError } from "../../src/engine/errors.ts";
import { resolve } from "../../src/engine/resolver.ts";
import { toyEdition, toyRuleset, toyState } from "./toy-ruleset.ts";

const joins = toyRuleset(toyEdition(false));
const newer = toyRuleset(toyEdition(true));

describe("resolver", () => {
  it("activates the turn player's effects first, then the other player's", () => {
    const s = toyState({ owner: { b1: "B", a1: "A", a2: "A" } });
    const trace = resolve(joins, s, ["b1", "a1", "a2"]);
    expect(s.log).toEqual(["a1", "a2", "b1"]);
    expect(trace.steps.map((x) => x.kind)).toEqual(["action", "activate", "activate", "activate", "end"]);
    expect(trace.steps[3]!.rule).toBe("T2");
  });

  it("serves a derived (newer) layer before older pending effects", () => {
    const s = toyState({ owner: { a1: "A", a2: "A", d: "B" }, pings: { a1: ["d"] } });
    const trace = resolve(joins, s, ["a1", "a2"]);
    expect(s.log).toEqual(["a1", "d", "a2"]);
    const dStep = trace.steps.find((x) => x.card === "d")!;
    expect(dStep.rule).toBe("T4");
    expect(trace.steps[1]!.layers).toHaveLength(2);
  });

  it("puts rule-check triggers in a newer layer or in the same layer, as the edition says", () => {
    const mk = () => toyState({ owner: { a1: "A", x: "A", b: "B" }, doomed: ["x"], pings: { x: ["b"] } });
    const s1 = mk();
    resolve(newer, s1, ["a1"]);
    expect(s1.log).toEqual(["b", "a1"]);
    const s2 = mk();
    const t2 = resolve(joins, s2, ["a1"]);
    expect(s2.log).toEqual(["a1", "b"]);
    const rp = t2.steps.find((x) => x.kind === "rules-processing")!;
    expect(rp.layers).toEqual([
      [
        { card: "a1", name: "a1", player: "A", status: "pending" },
        { card: "b", name: "b", player: "B", status: "pending" },
      ],
    ]);
    expect(rp.text).toContain("T6");
  });

  it("fails an effect whose card is gone, with the game's reason and rule", () => {
    const s = toyState({ owner: { a1: "A" }, doomed: ["a1"] });
    const trace = resolve(joins, s, ["a1"]);
    const fail = trace.steps.find((x) => x.kind === "fail")!;
    expect(fail.text).toContain("a1 is gone");
    expect(fail.rule).toBe("GONE");
    expect(fail.layers[0]![0]!.status).toBe("failed");
    expect(s.log).toEqual([]);
  });

  it("triggers an effect once when its condition happens several times at once", () => {
    const s = toyState({ owner: { a1: "A" } });
    resolve(joins, s, ["a1", "a1", "a1"]);
    expect(s.log).toEqual(["a1"]);
  });

  it("lets a script choose the order among the acting player's effects", () => {
    const s = toyState({ owner: { a1: "A", a2: "A", a3: "A" } });
    const chooser = new ScriptedChooser([{ kind: "order", cards: ["a3", "a1"], text: "order a3 a1" }]);
    const trace = resolve(joins, s, ["a1", "a2", "a3"], { chooser });
    expect(s.log).toEqual(["a3", "a1", "a2"]);
    expect(trace.steps[1]!.choices![0]!.by).toBe("script");
    expect(chooser.unused()).toEqual([]);
  });

  it("ends an endless resolution with a clear budget error instead of hanging", () => {
    // Without state keys the kernel cannot see the loop (18-3), so only the budget stops it.
    const blind = { ...joins, stateKey: undefined };
    const s = toyState({ owner: { a: "A", b: "A" }, pings: { a: ["b"], b: ["a"] } });
    expect(() => resolve(blind, s, ["a"], { budget: 500 })).toThrow(BudgetExceededError);
    expect(() => resolve(blind, toyState({ pings: { a: ["b"], b: ["a"] } }), ["a"], { budget: 500 })).toThrow(
      /step budget of 500/,
    );
  });

  it("numbers steps from 1 without gaps and ends with an end step with no layers", () => {
    const s = toyState({ owner: { a1: "A", x: "A" }, doomed: ["x"], pings: { x: ["a1"] } });
    const trace = resolve(joins, s, ["a1"]);
    expect(trace.steps.map((x) => x.n)).toEqual(trace.steps.map((_, i) => i + 1));
    expect(trace.steps.at(-1)).toMatchObject({ kind: "end", layers: [] });
  });
});
