/** Card records made up for the tests, in the two import formats. No real card text. */

const NAMES = [
  "Sproutmon",
  "Pebblemon",
  "Emberdramon",
  "Tidalmon",
  "Gustmon",
  "Voltkid",
  "Mirrormon",
  "Cindermon",
];
const COLORS = ["Red", "Blue", "Yellow", "Green", "Black", "Purple"];

/** A normalized-format Digimon: `TS1-001` ... */
export function normalizedDigimon(i: number): Record<string, unknown> {
  const level = 3 + (i % 4);
  return {
    cardId: `TS1-${String(i + 1).padStart(3, "0")}`,
    set: "TS1",
    nameEn: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length)}` : ""}`,
    colors: [COLORS[i % COLORS.length]],
    kinds: ["Digimon"],
    level,
    playCost: level,
    dp: level * 1000,
    evoCosts: [{ color: COLORS[i % COLORS.length], level: level - 1, memoryCost: level - 2 }],
    forms: ["Rookie"],
    attributes: ["Data"],
    types: ["Testbeast"],
    effectText: "[On Play] Gain 1 memory.",
    rarity: "C",
    maxCountInDeck: 4,
    imageId: "x",
  };
}

export function normalizedPool(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => normalizedDigimon(i));
}

export const normalizedTamer: Record<string, unknown> = {
  cardId: "TS1-090",
  set: "TS1",
  nameEn: "Quiz Master",
  colors: ["Blue"],
  kinds: ["Tamer"],
  playCost: 3,
  dp: 0,
  evoCosts: [],
  effectText: "[Start of Your Turn] Gain 1 memory.",
  securityEffectText: "[Security] Play this card without paying the cost.",
  rarity: "R",
  maxCountInDeck: 4,
  imageId: "x",
};

export const normalizedEgg: Record<string, unknown> = {
  cardId: "TS1-091",
  set: "TS1",
  nameEn: "Puffmon",
  colors: ["Yellow"],
  kinds: ["DigiEgg"],
  level: 2,
  playCost: -1,
  dp: 0,
  evoCosts: [],
  inheritedEffectText: "[Your Turn] This Digimon gets +1000 DP.",
  rarity: "C",
  maxCountInDeck: 4,
  imageId: "x",
};

/** A community-format record (numbers as strings, "-" for none, colours joined by "/"). */
export function communityDigimon(i: number): Record<string, unknown> {
  const level = 3 + (i % 4);
  return {
    cardNumber: `TS2-${String(i + 1).padStart(3, "0")}`,
    id: `TS2-${String(i + 1).padStart(3, "0")}`,
    name: { english: `${NAMES[i % NAMES.length]} X${i}`, japanese: "-" },
    cardType: "Digimon",
    color: i % 2 ? "Red/Blue" : "Green",
    cardLv: `Lv.${level}`,
    dp: String(level * 1000),
    playCost: String(level),
    digivolveCondition: [{ color: "Green", cost: "2", level: String(level - 1) }],
    type: "Testbeast/Glow Kin",
    form: "Champion",
    attribute: "Vaccine",
    effect: "[When Digivolving] <Draw 1>",
    digivolveEffect: "[When Attacking] Gain 1 memory.",
    securityEffect: "-",
    specialDigivolve: i === 0 ? "[Digivolve] Lv.3 w/[Testbeast] trait: Cost 1" : "-",
    dnaDigivolve: "-",
    digiXros: "-",
    assembly: "-",
    burstDigivolve: "-",
    rule: "-",
    linkRequirement: "-",
    linkEffect: "-",
    optionCardEffect: "-",
    rarity: "U",
  };
}

export function communityPool(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => communityDigimon(i));
}
