/** The breakdown's step sentences in Japanese, worded by step kind from the step's facts. */
import { describe, expect, it } from "vitest";
import type { StepKind, Trace } from "../../src/engine/trace.ts";
import { breakdownWords } from "../../src/i18n/breakdown.ts";
import { stepFacts, stepSentenceJa, stepWhyJa } from "../../src/i18n/steps-ja.ts";
import type { StepContext } from "../../src/render/doc-words.ts";
import { renderPlainText } from "../../src/render/text.ts";
import { fx, trace } from "../render/fixtures.ts";

const NAMES = new Map([
  ["TST-001", "Testmon"],
  ["TST-002", "Probemon"],
  ["TST-003", "Fixturemon"],
]);
const ctx = (t: Trace, i: number): StepContext => ({ game: t.game, previous: t.steps[i - 1], names: NAMES });

/** An attack whose effect triggers two more; a rule check adds one to that layer; then all resolve. */
function attackTrace(): Trace {
  return trace("digimon", "cr-4.2")
    .step("action", {
      player: "A",
      card: "TST-001",
      text: "Player A suspends [TST-001 Testmon] and attacks.",
      rule: "11-2-8-1",
      layers: [[fx("A", "TST-001", "Testmon")]],
    })
    .step("activate", {
      player: "A",
      card: "TST-001",
      text: "Player A activates [TST-001 Testmon]'s effect: made-up outcome.",
      rule: "15-4-3-5-1",
      why: "Player A is the turn player and activates theirs first.",
      layers: [[fx("A", "TST-002", "Probemon")], [fx("A", "TST-001", "Testmon", "activated")]],
    })
    .step("rules-processing", {
      card: "TST-003",
      text: "Rules processing: [TST-003 Fixturemon] has 0 DP and is deleted.",
      rule: "17-1-3-1-1",
      layers: [
        [fx("A", "TST-002", "Probemon"), fx("B", "TST-003", "Fixturemon")],
        [fx("A", "TST-001", "Testmon", "activated")],
      ],
    })
    .step("fail", {
      player: "A",
      card: "TST-002",
      text: "Player A's Probemon fails to activate: it left the field.",
      rule: "15-4-4-3",
      why: "Player A is the turn player and activates theirs first.",
      layers: [
        [fx("A", "TST-002", "Probemon", "failed"), fx("B", "TST-003", "Fixturemon")],
        [fx("A", "TST-001", "Testmon", "activated")],
      ],
    })
    .step("end", { text: "No effect is pending: the resolution is complete.", layers: [] })
    .end({ areas: {}, memory: null });
}

describe("Japanese step sentences", () => {
  const t = attackTrace();
  const say = (i: number) => stepSentenceJa(t.steps[i]!, ctx(t, i));

  it("word each step by its kind, naming the rule by its Japanese title", () => {
    expect(say(0)).toBe(
      "プレイヤーAの行動（アタックの宣言）：[TST-001 Testmon]。これにより[TST-001 Testmon]の効果が誘発し、待機状態になります。",
    );
    expect(say(1)).toBe(
      "プレイヤーAが[TST-001 Testmon]の効果を発揮します。これにより[TST-002 Probemon]の効果が誘発し、待機状態になります。",
    );
    expect(say(2)).toBe(
      "ルール処理（DP0は消滅）：[TST-003 Fixturemon]。これにより[TST-003 Fixturemon]の効果が誘発し、待機状態になります。すでに待機中の効果と同じ階層に加わります。",
    );
    expect(say(3)).toBe(
      "プレイヤーAの[TST-002 Probemon]の効果は発揮できません（待機中の効果のカードが別のカードになった）。",
    );
    expect(say(4)).toBe("待機中の効果はもうありません。解決は完了です。");
  });

  it("say when new effects form a layer above older pending ones", () => {
    const t2 = trace("digimon", "wiki-2022")
      .step("activate", {
        player: "A",
        card: "TST-001",
        text: "x",
        rule: "15-4-3-5-1",
        layers: [[fx("A", "TST-001", "Testmon"), fx("A", "TST-002", "Probemon")]],
      })
      .step("activate", {
        player: "A",
        card: "TST-001",
        text: "y",
        rule: "15-4-3-5-1",
        layers: [
          [fx("B", "TST-003", "Fixturemon")],
          [fx("A", "TST-001", "Testmon", "activated"), fx("A", "TST-002", "Probemon")],
        ],
      })
      .end({ areas: {}, memory: null });
    const f = stepFacts(t2.steps[1]!, ctx(t2, 1));
    expect(f.triggered).toEqual(["[TST-003 Fixturemon]"]);
    expect(f).toMatchObject({ joined: false, newLayer: true });
    expect(stepSentenceJa(t2.steps[1]!, ctx(t2, 1))).toContain(
      "新しい階層になり、古い階層より先に発揮します。",
    );
  });

  it("give every step kind a Japanese sentence with none of the engine's English", () => {
    const kinds: StepKind[] = [
      "action",
      "trigger",
      "rules-processing",
      "activate",
      "fail",
      "interrupt",
      "choice",
      "end",
    ];
    for (const kind of kinds) {
      const t3 = trace("digimon", "cr-4.2")
        .step(kind, {
          player: "A",
          card: "TST-001",
          text: "English words the engine wrote.",
          rule: "18-3-3",
          layers: [],
        })
        .end({ areas: {}, memory: null });
      const s = stepSentenceJa(t3.steps[0]!, ctx(t3, 0));
      expect(s, kind).toMatch(/[\u3040-\u30ff]/);
      expect(s, kind).not.toMatch(/English|engine/);
    }
  });

  it("explain the order by the ordering rule's title, or keep the engine's reason marked as English", () => {
    expect(stepWhyJa(t.steps[1]!, ctx(t, 1))).toBe("ターンプレイヤーが先に発揮。");
    expect(stepWhyJa(t.steps[3]!, ctx(t, 3))).toBe(
      "（英文）Player A is the turn player and activates theirs first.",
    );
    expect(stepWhyJa(t.steps[0]!, ctx(t, 0))).toBeUndefined();
  });

  it("reach the text view with the engine's sentence as the detail, and leave English untouched", () => {
    const ja = renderPlainText(t, { title: "T", words: breakdownWords("ja").doc });
    expect(ja).toContain("1. [行動] (A·TST-001 Testmon): プレイヤーAの行動（アタックの宣言）");
    expect(ja).toContain("詳細（エンジンの英文）: Player A suspends [TST-001 Testmon] and attacks.");
    const en = renderPlainText(t, { title: "T" });
    expect(en).toContain(
      "1. [Action] (A·TST-001 Testmon): Player A suspends [TST-001 Testmon] and attacks. — rule 11-2-8-1",
    );
    expect(en).not.toMatch(/[\u3040-\u30ff]/);
  });
});
