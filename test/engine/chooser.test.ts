import { describe, expect, it } from "vitest";
import { ScriptedChooser, defaultPick } from "../../src/engine/chooser.ts";
import type { ChoiceRequest } from "../../src/engine/types.ts";

const target = (cards: string[], min = 1, forCard?: string): ChoiceRequest => ({
  kind: "target",
  player: "A",
  prompt: "pick",
  options: cards.map((c, i) => ({ id: String(i), label: c, card: c })),
  min,
  max: 1,
  forCard,
});
const yesno: ChoiceRequest = {
  kind: "yesno",
  player: "A",
  prompt: "use it?",
  options: [
    { id: "yes", label: "yes" },
    { id: "no", label: "no" },
  ],
  min: 1,
  max: 1,
};

describe("choosers", () => {
  it("defaults to yes and to the first legal target", () => {
    expect(defaultPick(yesno)).toEqual(["yes"]);
    expect(defaultPick(target(["X", "Y"]))).toEqual(["0"]);
    expect(defaultPick(target(["X", "Y"], 0))).toEqual(["0"]);
  });

  it("answers targets by card code, including labelled copies", () => {
    const c = new ScriptedChooser([{ kind: "target", cards: ["BT2-070"], text: "target BT2-070" }]);
    expect(c.choose(target(["BT5-072", "BT2-070#b"]))).toEqual({ picked: ["1"], by: "script" });
  });

  it("spends an answer on a choice the rules settled only when it names exactly those cards", () => {
    const c = new ScriptedChooser([
      { kind: "target", cards: ["GEN-106"], text: "target GEN-106" },
      { kind: "target", cards: ["GEN-104"], text: "target GEN-104" },
    ]);
    c.settled(target(["GEN-104"]));
    expect(c.unused().map((a) => a.text)).toEqual(["target GEN-106"]);
    c.settled(target(["GEN-104"]));
    expect(c.unused().map((a) => a.text)).toEqual(["target GEN-106"]);
    expect(c.choose(target(["GEN-104", "GEN-106"]))).toEqual({ picked: ["1"], by: "script" });
  });

  it("only gives an answer addressed to a card to that card's request", () => {
    const c = new ScriptedChooser([{ kind: "no", cards: [], for: "BT4-048", text: "BT4-048: no" }]);
    expect(c.choose({ ...yesno, forCard: "BT4-097" }).by).toBe("default");
    expect(c.choose({ ...yesno, forCard: "BT4-048" })).toEqual({ picked: ["no"], by: "script" });
  });

  it("reports script answers that no request used", () => {
    const c = new ScriptedChooser([{ kind: "target", cards: ["ZZ1-001"], text: "target ZZ1-001" }]);
    c.choose(target(["BT2-070"]));
    expect(c.unused().map((a) => a.text)).toEqual(["target ZZ1-001"]);
  });

  it("skips an optional target choice on 'skip'", () => {
    const c = new ScriptedChooser([{ kind: "skip", cards: [], text: "skip" }]);
    expect(c.choose(target(["BT1-057"], 0))).toEqual({ picked: [], by: "script" });
  });
});
