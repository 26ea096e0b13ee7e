/**
 * WIXOSS cards written inline, in the printed-text template:
 *
 *   CODE "Name" signi|spell|arts|lrig|key COLOUR [level N] [power N] [limit N] [class "C"] : text [burst: text]
 *   XWX-001 "Scout Angel" signi white level 1 power 2000 class "Angel" : 【出】：カードを1枚引く。 burst: カードを1枚引く。
 *
 * The text is Japanese as printed or English ([Enter], [Auto], [Life Burst]); it goes through
 * the same compiler as the real card data, and what it can't read is named.
 */
import { type WxCardDef, type WxCardType, wxCard } from "./cards.ts";
import { compileWxText } from "./compiler/compile.ts";
import { headNumber, inlineFail, inlineLines } from "../inline-lines.ts";

const TEMPLATE =
  'CODE "Name" signi|spell|arts|lrig|key COLOUR [level N] [power N] [limit N] [class "C"] : text';
const COLOURS: Record<string, string> = {
  white: "White",
  red: "Red",
  blue: "Blue",
  green: "Green",
  black: "Black",
  colorless: "Colorless",
  colourless: "Colorless",
  白: "White",
  赤: "Red",
  青: "Blue",
  緑: "Green",
  黒: "Black",
  無: "Colorless",
};
const TYPES: Record<string, WxCardType> = {
  signi: "SIGNI",
  シグニ: "SIGNI",
  spell: "Spell",
  スペル: "Spell",
  arts: "ARTS",
  アーツ: "ARTS",
  lrig: "LRIG",
  ルリグ: "LRIG",
  key: "Key",
  キー: "Key",
  resona: "Resona",
  レゾナ: "Resona",
};

export interface InlineWxCard {
  def: WxCardDef;
  unread: string[];
}

/** The effect text and the Life Burst text ("burst:" or "ライフバースト：" / "[Life Burst]"). */
function splitBurst(body: string): { effect: string; burst: string } {
  const m = /(?:\bburst:|ライフバースト[：:]|\[life burst\]:?|【ライフバースト】[：:]?)/i.exec(body);
  if (!m) return { effect: body, burst: "" };
  return { effect: body.slice(0, m.index).trim(), burst: body.slice(m.index + m[0].length).trim() };
}

export function parseInlineWxCards(text: string): InlineWxCard[] {
  return inlineLines(text, TEMPLATE).map((line) => {
    let type: WxCardType | undefined;
    const colors: string[] = [];
    const extra: Partial<WxCardDef> = {};
    const classes: string[] = [];
    const words = line.head;
    for (let i = 0; i < words.length; i++) {
      const { word, raw, at } = words[i]!;
      if (TYPES[word]) type = TYPES[word];
      else if (word.split("/").every((c) => COLOURS[c]))
        colors.push(...word.split("/").map((c) => COLOURS[c]!));
      else if (word === "level" || word === "lv") extra.level = headNumber(text, words, ++i, word);
      else if (word === "power") extra.power = headNumber(text, words, ++i, "power");
      else if (word === "limit") extra.limit = headNumber(text, words, ++i, "limit");
      else if (word === "class" || word === "type") {
        const c = words[++i];
        if (!c) inlineFail(text, at, `Write the ${word} after "${word}", in quotes: ${word} "Angel".`, word);
        classes.push(...c.raw.split("/").map((x) => x.trim()));
      } else
        inlineFail(
          text,
          at,
          `Unknown word "${raw}": expected a card type (signi, spell, arts, lrig, key, resona), a colour (white, red, blue, green, black, colorless), level N, power N, limit N or class "C".`,
          raw,
        );
    }
    if (!type)
      inlineFail(text, line.at, "Say the card's type: signi, spell, arts, lrig, key or resona.", line.code);
    if (colors.length === 0)
      inlineFail(
        text,
        line.at,
        "Say the card's colour: white, red, blue, green, black or colorless.",
        line.code,
      );
    if ((type === "SIGNI" || type === "Resona") && (extra.level === undefined || extra.power === undefined))
      inlineFail(text, line.at, 'A SIGNI needs its level and power: "level 2 power 5000".', line.code);
    const isLrig = type === "LRIG";
    const def = wxCard({
      code: line.code,
      name: line.name,
      type,
      colors,
      ...(isLrig ? { lrigTypes: classes } : { classes }),
      origin: "inline",
      ...extra,
    });
    const { effect, burst } = splitBurst(line.body);
    const compiled = compileWxText(effect, burst, def);
    def.unexecuted = [...compiled.unread, ...compiled.notExecutable];
    return { def, unread: def.unexecuted };
  });
}
