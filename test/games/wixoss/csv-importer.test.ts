import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { genericWxCards } from "../../../src/games/wixoss/cards.ts";
import { csvRecords, parseCsv } from "../../../src/games/wixoss/csv.ts";
import { importWixoss, loadWixossData, wixossDataDir } from "../../../src/games/wixoss/importer.ts";
import { wxRegistryOf } from "../../../src/games/wixoss/registry.ts";
import { resolveWixoss } from "../../../src/games/wixoss/resolve-text.ts";

const HEADER =
  "CardNum,CardName,ImgURL,Type,CardClass,Color,Level,GrowCost,Cost,Limit,Power,Restriction,Team,Timing,Guard,Coin,Story,LifeBurst,EffectText,BurstText";

/** Invented cards in the data's column layout, Japanese like the real files. */
const SHEET =
  "\ufeff" +
  [
    HEADER,
    "TST01-001,試験の巫女　テスト,-,ルリグ,テスト,白,3,-,-,7,-,-,-,-,0,-,-,0,-,-",
    'TST01-002,"試験の刃, 二号",-,シグニ,精武：アーム,白,2,-,-,-,5000,テスト限定,-,-,0,-,-,1,"【常】：一行目\n二行目に「""引用""」",カードを１枚引く。',
    "TST01-003,試験の昇,-,シグニ/クラフト,精武：アーム,赤,3,-,-,-,12000,ほか/テスト限定,-,-,0,-,-,0,【ライズ】あなたのシグニ１体の上に置く,-",
    "TST01-004,試験の鍵,-,キー,-,白,-,-,-,-,-,テスト限定,-,-,0,-,-,0,-,-",
  ].join("\r\n") +
  "\r\n";
const VARIANTS = 'CardNum,CardName,ImgURL\nTST02-002,"試験の刃, 二号",-\nTST99-001,存在しない,-\n';

describe("CSV reader", () => {
  it("reads quoted fields with commas, line breaks and doubled quotes, CRLF rows and a BOM", () => {
    const rows = parseCsv('\ufeffa,b\r\n"x, y","line1\nline2"\r\n"say ""hi""",\n');
    expect(rows).toEqual([
      ["a", "b"],
      ["x, y", "line1\nline2"],
      ['say "hi"', ""],
    ]);
    expect(Object.keys(csvRecords(SHEET)[0]!)[0]).toBe("CardNum");
  });

  it("says so when a quoted field is not closed", () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/not closed/);
  });
});

describe("WIXOSS card importer", () => {
  const data = importWixoss([
    { name: "CardData_Sheet1.csv", text: SHEET },
    { name: "CardData_Variants.csv", text: VARIANTS },
  ]);
  const byCode = new Map(data.cards.map((c) => [c.code, c]));

  it("keeps Japanese names and reads the characteristics rule processing needs", () => {
    expect(byCode.get("TST01-001")).toMatchObject({
      name: "試験の巫女　テスト",
      type: "LRIG",
      level: 3,
      limit: 7,
      lrigTypes: ["テスト"],
    });
    const blade = byCode.get("TST01-002")!;
    expect(blade).toMatchObject({
      name: "試験の刃, 二号",
      type: "SIGNI",
      level: 2,
      power: 5000,
      classes: ["精武：アーム"],
      restriction: ["テスト"],
      lifeBurst: true,
    });
    // The Life Burst's draw is read and run; the made-up constant ability is not.
    expect(blade.unexecuted).toEqual(['【常】：一行目\n二行目に「"引用"」']);
    expect(blade.burst).toEqual([{ op: "draw", n: 1 }]);
    expect(byCode.get("TST01-003")).toMatchObject({
      type: "SIGNI",
      rise: true,
      restriction: ["ほか", "テスト"],
    });
    expect(byCode.get("TST01-004")).toMatchObject({ type: "Key", restriction: ["テスト"] });
  });

  it("maps variant printings to the card of the same name", () => {
    expect(data.variants.get("TST02-002")).toBe("TST01-002");
    expect(data.skipped).toEqual([expect.objectContaining({ code: "TST99-001" })]);
  });

  it("resolves boards with imported cards: an upper-cased code finds them, names stay Japanese", () => {
    const reg = wxRegistryOf(genericWxCards, () => data);
    const { trace, notes } = resolveWixoss(
      { board: "A: lrig GWX-102 | B: lrig tst01-001, signi TST02-002", action: "A uses GWX-170" },
      reg,
    );
    expect(trace.final.areas.B!.ener).toEqual(["TST02-002"]);
    expect(trace.cards?.["TST01-001"]).toBe("試験の巫女　テスト");
    expect(notes.join("\n")).toContain("not executed by the engine");
  });

  const dir = wixossDataDir();
  const present = existsSync(join(dir, "CardData_Sheet1.csv"));
  if (!present) console.log(`WIXOSS card data absent in ${dir}: the real-data check is skipped.`);
  it.skipIf(!present)("imports the shared card data when it is present, the BOM of Sheet8 included", () => {
    const real = loadWixossData(dir)!;
    expect(real.cards.length).toBeGreaterThan(6000);
    const sheet8 = csvRecords(readFileSync(join(dir, "CardData_Sheet8.csv"), "utf8"));
    const first = sheet8[0]!;
    expect(Object.keys(first)[0]).toBe("CardNum");
    const card = real.cards.find((c) => c.code === first.CardNum)!;
    expect(card.name).toBe(first.CardName);
    expect(real.cards.find((c) => c.code === "WD01-001")?.name).toContain("タマヨリヒメ");
  });
});
