/** Card-game words in Japanese, for replies to a Japanese client (the data's values are English). */
import type { Locale } from "./locale.ts";

const JA: Record<string, string> = {
  Digimon: "デジモン",
  "Digi-Egg": "デジタマ",
  Tamer: "テイマー",
  Option: "オプション",
  Red: "赤",
  Blue: "青",
  Yellow: "黄",
  Green: "緑",
  Black: "黒",
  Purple: "紫",
  White: "白",
  Creature: "クリーチャー",
  Spell: "呪文",
  "Cross Gear": "クロスギア",
  Light: "光",
  Water: "水",
  Darkness: "闇",
  Fire: "火",
  Nature: "自然",
  Type: "種類",
  Civilization: "文明",
  Cost: "コスト",
  Power: "パワー",
  Race: "種族",
};

/** Headings of the WIXOSS data (Japanese) for an English reply. */
const EN: Record<string, string> = {
  種類: "Type",
  クラス: "Class",
  色: "Colour",
  レベル: "Level",
  グロウコスト: "Grow cost",
  コスト: "Cost",
  リミット: "Limit",
  パワー: "Power",
  限定条件: "Limited to",
};

/** The word in the reply's language (unknown words stay as they are). */
export function term(word: string, locale: Locale): string {
  return locale === "ja" ? (JA[word] ?? word) : (EN[word] ?? word);
}
