import { describe, expect, it } from "vitest";
import { normalizeText } from "../../../../src/games/digimon/compiler/text/normalize.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { keywordFromReminder } from "../../../../src/games/digimon/compiler/readers/keywords.ts";
import { KEYWORDS } from "../../../../src/games/digimon/model/index.ts";
import { maskReminders, segment } from "../../../../src/games/digimon/compiler/text/structure.ts";

describe("normalizeText", () => {
  it("turns full-width brackets, commas, curly quotes and odd spaces into one spelling", () => {
    expect(normalizeText("［On Play］＜Draw\u00a01＞，gain 1 memory．")).toBe(
      "[On Play]<Draw 1>, gain 1 memory．",
    );
    expect(normalizeText("your opponent’s Digimon gains “[On Deletion]”")).toBe(
      `your opponent's Digimon gains "[On Deletion]"`,
    );
    expect(normalizeText("a  b\r\n\r\n\r\nc\u3000d")).toBe("a b\n\nc d");
  });

  it("maps old and new keyword spellings and known typos to one form", () => {
    expect(normalizeText("<Security A. +1> <Security Attack -2> <S Attack +1>")).toBe(
      "<Security Attack +1> <Security Attack -2> <Security Attack +1>",
    );
    expect(normalizeText("<De-Digivolve1> <De-Digivolve  2> <De-DigivoLv.e 1>")).toBe(
      "<De-Digivolve 1> <De-Digivolve 2> <De-Digivolve 1>",
    );
    expect(normalizeText("<Recovery +1> <Recovery +2 (Deck)> <Ice Clad>")).toBe(
      "<Recovery +1 (Deck)> <Recovery +2 (Deck)> <Iceclad>",
    );
    expect(normalizeText("[Once per Turn]")).toBe("[Once Per Turn]");
    expect(normalizeText("your [X] can digivoLv.e into this card")).toBe(
      "your [X] can digivolve into this card",
    );
  });

  it("reads the first set's 'recycle bin' as the trash, and mends a dropped letter and a stray period", () => {
    expect(normalizeText("Play 1 [X] from your hand or recycle bin.")).toBe(
      "Play 1 [X] from your hand or trash.",
    );
    expect(normalizeText("tash the top 2 cards")).toBe("trash the top 2 cards");
    expect(normalizeText("[All Turns] When this Digimon deletes a Digimon in battle. gain 1 memory.")).toBe(
      "[All Turns] When this Digimon deletes a Digimon in battle, gain 1 memory.",
    );
    // A period between a header's name and the next sentence is left alone.
    expect(normalizeText("[When Digivolving] Reveal the top card. you may play it.")).toBe(
      "[When Digivolving] Reveal the top card. you may play it.",
    );
  });
});

describe("structure", () => {
  const parts = (text: string) => {
    const t = maskReminders(normalizeText(text));
    return segment(t).map((s) => [s.kind, t.slice(s.start, s.end).replace(/\s+/g, " ")]);
  };

  it("masks reminder text after keywords, keeping offsets", () => {
    const t = "<Blocker> (Some reminder. With two sentences.)[Main] Gain 1 memory.";
    const masked = maskReminders(t);
    expect(masked).toHaveLength(t.length);
    expect(masked).not.toContain("reminder");
    expect(maskReminders("Delete it (if you can).")).toBe("Delete it (if you can).");
  });

  it("splits requirement lines, keyword lines and abilities, even when glued together", () => {
    expect(
      parts(
        "[Digivolve] Lv.3 w/[Beast] trait: Cost 2\n\n<Rush> <Piercing> (Reminder text here.)[When Attacking][Once Per Turn] Gain 1 memory.[On Deletion] <Draw 1>",
      ),
    ).toEqual([
      ["requirement", "[Digivolve] Lv.3 w/[Beast] trait: Cost 2"],
      ["keyword", "<Rush>"],
      ["keyword", "<Piercing>"],
      ["ability", "[When Attacking][Once Per Turn] Gain 1 memory."],
      ["ability", "[On Deletion] <Draw 1>"],
    ]);
    expect(parts("Digivolve: 2 from Lv.3 w/[Beast] in traits[On Play] Gain 1 memory.")).toEqual([
      ["requirement", "Digivolve: 2 from Lv.3 w/[Beast] in traits"],
      ["ability", "[On Play] Gain 1 memory."],
    ]);
  });

  it("does not split at headers quoted or named inside a sentence", () => {
    expect(parts("[Security] Activate this card's [Main] effect.")).toEqual([
      ["ability", "[Security] Activate this card's [Main] effect."],
    ]);
    expect(
      parts('[On Play] 1 of your Digimon gains "[On Deletion] Gain 1 memory." for the turn.'),
    ).toHaveLength(1);
  });
});

describe("normalizeText: keywords lost with their reminder kept", () => {
  it("puts the keyword back where its whole reminder stands alone", () => {
    expect(normalizeText("[On Deletion] If you have a Digimon, . (Draw 1 card from your deck.)")).toBe(
      "[On Deletion] If you have a Digimon, <Draw 1>. (Draw 1 card from your deck.)",
    );
    expect(
      normalizeText("[Hand] [Counter] (Your Digimon may digivolve into this card without paying the cost)."),
    ).toBe(
      "[Hand] [Counter] <Blast Digivolve> (Your Digimon may digivolve into this card without paying the cost).",
    );
    expect(normalizeText("(This Digimon checks 2 additional security cards)")).toBe(
      "<Security Attack +2> (This Digimon checks 2 additional security cards)",
    );
  });

  it("puts back a keyword a record lost right after 'gains', its reminder kept", () => {
    const text =
      "[On Play] 1 of your opponent's Digimon gains  (This Digimon checks 1 fewer security card) until the end of their turn.";
    expect(normalizeText(text)).toContain("gains <Security Attack -1> (This Digimon checks 1 fewer");
    expect(compileText(text, { code: "TST-SA1" }).unread).toEqual([]);
    expect(normalizeText("It gains (Digimon/Yellow/3000 DP)")).toBe("It gains (Digimon/Yellow/3000 DP)");
  });

  it("puts back a second lost keyword after the first one's reminder, and drops a remnant period", () => {
    expect(
      normalizeText(
        "[Hand] [Counter] (Your Digimon may digivolve into this card without paying the cost). (At blocker timing, by suspending this Digimon, it becomes the attack target).",
      ),
    ).toBe(
      "[Hand] [Counter] <Blast Digivolve> (Your Digimon may digivolve into this card without paying the cost). <Blocker> (At blocker timing, by suspending this Digimon, it becomes the attack target).",
    );
    expect(normalizeText("[When Attacking] . <Draw 1>")).toBe("[When Attacking] <Draw 1>");
    expect(normalizeText("[Your turn] [once per turn] Gain 1 memory.")).toBe(
      "[Your Turn] [Once Per Turn] Gain 1 memory.",
    );
  });

  it("puts back <De-Digivolve N> lost before its target, from the reminder after the target", () => {
    expect(
      normalizeText(
        "[When Attacking]  1 of your opponent's Digimon (Trash the top card. You can't trash past level 3 cards).",
      ),
    ).toBe(
      "[When Attacking] <De-Digivolve 1> 1 of your opponent's Digimon (Trash the top card. You can't trash past level 3 cards).",
    );
    expect(
      normalizeText(
        "[On Play] By suspending this Tamer,  1 of your opponent's Digimon (Trash up to 2 cards from the top. You can't trash past level 3 cards).",
      ),
    ).toBe(
      "[On Play] By suspending this Tamer, <De-Digivolve 2> 1 of your opponent's Digimon (Trash up to 2 cards from the top. You can't trash past level 3 cards).",
    );
    const kept =
      "<De-Digivolve 1> 1 of your opponent's Digimon (Trash the top card. You can't trash past level 3 cards).";
    expect(normalizeText(kept)).toBe(kept);
  });

  it("leaves a reminder after its keyword, and a sentence in parentheses, alone", () => {
    expect(normalizeText("<Draw 1> (Draw 1 card from your deck.)")).toBe(
      "<Draw 1> (Draw 1 card from your deck.)",
    );
    expect(normalizeText("Gain 1 memory. (Draw 1 card from your deck.)")).toBe(
      "Gain 1 memory. (Draw 1 card from your deck.)",
    );
    expect(normalizeText("(Digimon/Yellow/3000 DP)")).toBe("(Digimon/Yellow/3000 DP)");
  });
});

describe("one source for reminder sentences (model/keywords.ts)", () => {
  it("restores and reads every keyword record's reminder, with no table of its own", () => {
    // A reminder sentence written out from each record's pattern, its number groups as 2.
    const sample = (re: RegExp) =>
      re.source
        .replace(/\(\?:([^()|]*)(?:\|[^()]*)?\)\??/g, "$1")
        .replace(/\(\\d\+\)/g, "2")
        .replace(/s\?/g, "s")
        .replace(/\\\.\?/g, ".")
        .replace(/\\([().+])/g, "$1");
    let checked = 0;
    for (const [key, record] of Object.entries(KEYWORDS)) {
      for (const reminder of record.reminders ?? []) {
        const sentence = sample(reminder.sentence);
        expect(reminder.sentence.test(sentence), `${key}: ${sentence}`).toBe(true);
        const printed = (reminder.printed ?? `<${record.name}>`).replace("$1", "2");
        expect(normalizeText(sentence), key).toBe(`${printed} ${sentence}`);
        expect(keywordFromReminder(sentence), key).toBe(key);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(14);
  });
});
