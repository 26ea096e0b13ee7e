import { describe, expect, it } from "vitest";
import { CardIndex, boundedDistance, foldName } from "../../src/cards/search.ts";

const CARDS = [
  { code: "BT4-048", name: "Wargrowlmon" },
  { code: "BT4-049", name: "Pebblemon" },
  { code: "ST3-07", name: "Unicornmon" },
  { code: "P-001", name: "Sproutmon" },
  { code: "P-010", name: "Sproutmon" },
  { code: "BT10-048", name: "Emberdramon" },
  { code: "BT2-001", name: "Omnimon Zwart-D" },
  { code: "EX1-020", name: "Mirrormon: Shard Mode" },
  { code: "BT40-48", name: "Farsetmon" },
];
const index = new CardIndex(CARDS);

describe("lookup by code", () => {
  it.each([
    ["BT4-048", "BT4-048"],
    ["bt4-48", "BT4-048"],
    ["BT4048", "BT4-048"],
    ["bt4 048", "BT4-048"],
    [" st3-7 ", "ST3-07"],
    ["ST307", "ST3-07"],
    ["p1", "P-001"],
    ["P-01", "P-001"],
    ["p010", "P-010"],
    ["bt10-48", "BT10-048"],
    ["BT40-048", "BT40-48"],
  ])("%s → %s", (q, code) => {
    expect(index.byCode(q)?.code).toBe(code);
  });

  it("finds nothing for codes not in the pool", () => {
    expect(index.byCode("BT9-999")).toBeUndefined();
    expect(index.byCode("hello")).toBeUndefined();
  });
});

describe("search and autocomplete", () => {
  it("puts the exact code first, then codes with that prefix", () => {
    expect(index.autocomplete("bt4-04").map((c) => c.code)).toEqual(["BT4-048", "BT4-049"]);
    expect(index.search("bt4048")[0]).toMatchObject({ match: "code", card: { code: "BT4-048" } });
  });

  it("matches names exactly, by prefix, by word and by fragment", () => {
    expect(index.search("sproutmon").map((h) => [h.card.code, h.match])).toEqual([
      ["P-001", "name"],
      ["P-010", "name"],
    ]);
    expect(index.search("pebb")[0]).toMatchObject({ match: "namePrefix", card: { name: "Pebblemon" } });
    expect(index.search("shard")[0]).toMatchObject({ match: "wordPrefix", card: { code: "EX1-020" } });
    expect(index.search("growl")[0]).toMatchObject({ match: "substring", card: { code: "BT4-048" } });
    expect(index.search("zwart d")[0]?.card.code).toBe("BT2-001");
  });

  it("tolerates typos", () => {
    expect(index.search("wargrowlomn")[0]).toMatchObject({ match: "fuzzy", card: { code: "BT4-048" } });
    expect(index.search("embrdramon")[0]?.card.code).toBe("BT10-048");
    expect(index.search("unicrnmon")[0]?.card.code).toBe("ST3-07");
    expect(index.search("qqqqqq")).toEqual([]);
  });

  it("returns at most the limit, {code, name} only", () => {
    const many = new CardIndex(
      Array.from({ length: 60 }, (_, i) => ({ code: `TS1-${i + 1}`, name: "Samemon" })),
    );
    const ac = many.autocomplete("same");
    expect(ac).toHaveLength(25);
    expect(ac[0]).toEqual({ code: "TS1-1", name: "Samemon" });
    expect(many.autocomplete("", 5)).toHaveLength(5);
  });

  it("looks up one card by code or by name", () => {
    expect(index.lookup("BT4048")?.name).toBe("Wargrowlmon");
    expect(index.lookup("pebblemn")?.code).toBe("BT4-049");
  });
});

describe("helpers", () => {
  it("folds names", () => {
    expect(foldName("  Mirrormon: Shard-Mode ")).toBe("mirrormon shard mode");
    expect(foldName("Pokémon")).toBe("pokemon");
  });
  it("bounds the edit distance, counting a swap as one", () => {
    expect(boundedDistance("abcd", "abdc", 2)).toBe(1);
    expect(boundedDistance("kitten", "sitting", 3)).toBe(3);
    expect(boundedDistance("kitten", "sitting", 1)).toBe(2);
  });
});
