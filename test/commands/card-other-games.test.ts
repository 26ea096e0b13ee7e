/** /card for Duel Masters and WIXOSS, from made-up data files in their real formats. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { otherCardMessage } from "../../src/bot/other-card-message.ts";
import { duelMastersCards, wixossCards } from "../../src/bot/other-game-catalog.ts";

const dir = mkdtempSync(join(tmpdir(), "other-cards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dmFile = join(dir, "dm.json");
writeFileSync(
  dmFile,
  JSON.stringify({
    cards: [
      {
        name: "Testing Hulk",
        type: "Creature",
        civilizations: ["Water"],
        cost: 3,
        power: "2000",
        subtypes: ["Test Folk"],
        text: "A made-up ability.",
        printings: [
          { set: "DM-01 Base Set", id: "23/110", rarity: "Common" },
          { set: "Promotional", id: "M9/Y1", rarity: "Common" },
        ],
      },
    ],
  }),
);
const wxDir = join(dir, "wixoss");
const header =
  "CardNum,CardName,ImgURL,Type,CardClass,Color,Level,GrowCost,Cost,Limit,Power,Restriction,Team,Timing,Guard,Coin,Story,LifeBurst,EffectText,BurstText";
const img = (code: string) => `https://example.test/img/${code}.jpg`;
mkdirSync(wxDir);
writeFileSync(
  join(wxDir, "CardData_Sheet1.csv"),
  `${header}\nTX01-001,テスト姫,${img("TX01-001")},ルリグ,タマ,白,1,《白》×１,-,2,-,-,-,-,0,-,-,0,作り物の効果,-\n`,
);
writeFileSync(
  join(wxDir, "CardData_Variants.csv"),
  `CardNum,CardName,ImgURL\nTX01-001P,テスト姫,${img("TX01-001P")}\n`,
);

describe("/card for the other games", () => {
  it("Duel Masters: a printing per code, grouped, with the fields and a wiki link for the missing image", () => {
    const src = duelMastersCards(dmFile)!;
    const card = src.get("dm-01-023")!;
    expect(card.printings.map((p) => p.code)).toEqual(["DM-01-023", "DMP-MY1-009"]);
    expect(src.search("hulk", 5).map((h) => h.code)).toEqual(["DM-01-023", "DMP-MY1-009"]);
    const m = otherCardMessage("duel-masters", card, src.description, "ja", false, "DMP-MY1-009");
    const e = m.embeds![0]!;
    expect(e.title).toBe("DMP-MY1-009 · Testing Hulk");
    expect(e.fields!.find((f) => f.name === "文明")!.value).toBe("水");
    expect(e.url).toBe("https://duelmasters.fandom.com/wiki/Testing_Hulk");
    expect(e.image).toBeUndefined();
  });

  it("WIXOSS: the image from the data, variants as printings, English headings for an English reply", () => {
    const src = wixossCards(wxDir)!;
    const card = src.search("テスト", 1).map((h) => src.get(h.code)!)[0]!;
    const m = otherCardMessage("wixoss", card, src.description, "en", true, "TX01-001P");
    const e = m.embeds![0]!;
    expect(e.image!.url).toBe(img("TX01-001P"));
    expect(e.fields!.find((f) => f.name === "Limit")!.value).toBe("2");
    expect(e.fields!.find((f) => f.name === "Printings (2)")!.value).toContain("TX01-001P — variant (shown)");
    expect(m.components![0]!.components[0]).toMatchObject({ custom_id: "cd:print:wixoss:TX01-001" });
  });
});
