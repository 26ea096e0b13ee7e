import { describe, expect, it } from "vitest";
import { wxCard } from "../../../src/games/wixoss/cards.ts";
import { compileWxText } from "../../../src/games/wixoss/compiler/compile.ts";
import { resolveWixoss } from "../../../src/games/wixoss/resolve-text.ts";

function compile(effect: string, burst = "") {
  const def = wxCard({ code: "XWX-900", name: "試験", type: "SIGNI", level: 1, power: 1000 });
  return { def, ...compileWxText(effect, burst, def) };
}

describe("the WIXOSS card-text compiler", () => {
  it("reads full-width numbers, several abilities, keywords and a Life Burst", () => {
    const { def, unread } = compile(
      "【常】：【ランサー】【出】：カードを１枚引く。【自】：このシグニがバニッシュされたとき、【エナチャージ２】",
      "：対戦相手のパワー５０００以下のシグニ１体を対象とし、それをバニッシュする。",
    );
    expect(unread).toEqual([]);
    expect(def.lancer).toBe(true);
    expect(def.abilities.map((a) => a.trigger)).toEqual(["onPlay", "onBanished"]);
    expect(def.burst).toEqual([{ op: "banish", target: { side: "opponent", count: 1, maxPower: 5000 } }]);
  });

  it("keeps a quoted ability inside the one that gives it, and says what it could not read", () => {
    const { unread } = compile(
      "【出】：対戦相手のシグニ１体を対象とし、ターン終了時まで、それは「【常】：月に歌う。」を得る。",
    );
    expect(unread).toHaveLength(1);
    expect(unread[0]).toContain("月に歌う");
  });

  it("reads a choice of two ways and a discard cost, and runs them", () => {
    const cards = [
      'XWX-901 "選択の札" spell blue : どちらか１つを選ぶ。①カードを１枚引く。②【エナチャージ１】',
      'XWX-902 "代価の子" signi blue level 1 power 1000 : 【出】手札を１枚捨てる：カードを２枚引く。',
    ].join("\n");
    const modal = resolveWixoss({
      board: "A: lrig GWX-102, hand XWX-901, deck 5 | B: lrig GWX-102",
      action: "A uses XWX-901",
      choices: "target XWX-901",
      cards,
    });
    expect(modal.trace.final.areas.A!.hand).toHaveLength(1);
    const cost = resolveWixoss({
      board: "A: lrig GWX-102, hand XWX-902 GWX-001, deck 5 | B: lrig GWX-102",
      action: "A plays XWX-902",
      cards,
    });
    expect(cost.trace.final.areas.A!.trash).toEqual(["GWX-001"]);
    expect(cost.trace.final.areas.A!.hand).toEqual(["?", "?"]);
  });

  it("freezes a SIGNI so it stays down in its controller's next up phase", () => {
    const cards = 'XWX-903 "氷結" spell blue : 対戦相手のシグニ１体を対象とし、それをダウンし凍結する。';
    const { trace } = resolveWixoss({
      board: "A: lrig GWX-102, hand XWX-903 | B: lrig GWX-102, signi GWX-001, deck 5",
      action: "A uses XWX-903; A ends the turn",
      cards,
    });
    expect(trace.final.areas.B!.signi).toEqual(["GWX-001(down)"]);
  });
});
