/**
 * Cards written inline, so a question can be asked about a card the database lacks. One card
 * per line (or separated by "||"):
 *
 *   CODE "Name" CATEGORY [lv N] [N dp] COLOUR[/COLOUR] [cost N] [from lv N COLOUR N]
 *       [trait "T[/T]"] [form "F"] [attribute "A"] : effect text [inherited: text] [security: text]
 *       [link: [Link] REQUIREMENT: Cost N [+N DP] [link effect]]
 *
 *   XX1-001 "Testmon" digimon lv 3 3000 dp red cost 3 from lv 2 red 0 : [On Play] <Draw 1>. inherited: [When Attacking] Gain 1 memory.
 *   XX1-002 "Knightmon" digimon lv 6 12000 dp white trait "Royal Knight" form "Mega" attribute "Vaccine" : <Blocker>
 *
 * Forms and attributes are traits too (2-3-2-1).
 *
 * The texts go through the same compiler as the card store's; what it cannot read is reported.
 */
import { positionAt } from "../../../board/errors.ts";
import { InputError } from "../../input-error.ts";
import type { CardDef, Category, Color } from "../model/index.ts";
import { compileCard, describeUnread } from "../compiler/index.ts";

const COLORS: Record<string, Color> = {
  red: "Red",
  blue: "Blue",
  yellow: "Yellow",
  green: "Green",
  black: "Black",
  purple: "Purple",
  white: "White",
};
const CATEGORIES: Record<string, Category> = {
  digimon: "Digimon",
  tamer: "Tamer",
  option: "Option",
  "digi-egg": "Digi-Egg",
  digiegg: "Digi-Egg",
  egg: "Digi-Egg",
};
const MAX_CARDS = 20;
const MAX_TEXT = 6000;

export interface InlineCard {
  def: CardDef;
  unread: string[];
}

function fail(text: string, offset: number, message: string, token: string): never {
  throw new InputError(message, "cards", positionAt(text, offset), token);
}

interface Head {
  category?: Category;
  level?: number;
  dp?: number;
  cost?: number;
  colors: Color[];
  from: { level: number; color: Color; cost: number }[];
  traits: string[];
  forms: string[];
  attributes: string[];
}

const TRAIT_WORDS = { trait: "traits", traits: "traits", form: "forms", attribute: "attributes" } as const;

/** Reads the words between the name and the colon. */
function readHead(text: string, start: number, words: string): Head {
  const head: Head = { colors: [], from: [], traits: [], forms: [], attributes: [] };
  const tokens = [...words.matchAll(/"[^"]*"|\S+/g)].map((m) => ({
    word: m[0].startsWith('"') ? m[0] : m[0].toLowerCase(),
    at: start + m.index!,
  }));
  const number = (i: number) => {
    const t = tokens[i];
    const n = t ? Number(t.word.replace(/^lv\.?/, "")) : NaN;
    if (!t || !Number.isInteger(n) || n < 0 || n > 100_000)
      fail(text, t?.at ?? start, "Expected a number here.", t?.word ?? "");
    return n;
  };
  for (let i = 0; i < tokens.length; i++) {
    const { word, at } = tokens[i]!;
    const lv = /^lv\.?(\d+)$/.exec(word);
    if (CATEGORIES[word]) head.category = CATEGORIES[word];
    else if (lv) head.level = Number(lv[1]);
    else if (word === "lv" || word === "lv." || word === "level") head.level = number(++i);
    else if (/^\d+dp$/.test(word)) head.dp = Number(word.slice(0, -2));
    else if (/^\d+$/.test(word) && tokens[i + 1]?.word === "dp") {
      head.dp = Number(word);
      i++;
    } else if (word === "dp") head.dp = number(++i);
    else if (word === "cost") head.cost = number(++i);
    else if (word in TRAIT_WORDS) {
      const value = tokens[i + 1];
      if (!value || !/^"[^"]+"$/.test(value.word))
        fail(
          text,
          value?.at ?? at,
          `Write the ${word} in quotes, like ${word} "Royal Knight".`,
          value?.word ?? word,
        );
      const names = value.word
        .slice(1, -1)
        .split("/")
        .map((x) => x.trim())
        .filter(Boolean);
      head[TRAIT_WORDS[word as keyof typeof TRAIT_WORDS]].push(...names);
      i++;
    } else if (word.split("/").every((c) => COLORS[c]))
      head.colors.push(...word.split("/").map((c) => COLORS[c]!));
    else if (word === "from") {
      if (
        !["lv", "lv.", "level"].includes(tokens[i + 1]?.word ?? "") &&
        !/^lv\.?\d+$/.test(tokens[i + 1]?.word ?? "")
      )
        fail(
          text,
          tokens[i + 1]?.at ?? at,
          'Write a digivolution condition as "from lv 2 red 0" (level, colour, cost).',
          tokens[i + 1]?.word ?? "",
        );
      const levelWord = tokens[i + 1]!.word;
      const level = /^lv\.?\d+$/.test(levelWord) ? Number(levelWord.replace(/^lv\.?/, "")) : number(i + 2);
      i += /^lv\.?\d+$/.test(levelWord) ? 1 : 2;
      const color = COLORS[tokens[i + 1]?.word ?? ""];
      if (!color)
        fail(text, tokens[i + 1]?.at ?? at, "Expected a colour after the level.", tokens[i + 1]?.word ?? "");
      head.from.push({ level, color, cost: number(i + 2) });
      i += 2;
    } else
      fail(
        text,
        at,
        `Unknown word "${word}": expected a category (digimon, tamer, option, digi-egg), lv N, N dp, a colour, cost N, from lv N COLOUR N, or trait/form/attribute "NAME".`,
        word,
      );
  }
  return head;
}

function splitTexts(body: string): { effect: string; inherited: string; security: string; link: string } {
  const parts = { effect: "", inherited: "", security: "", link: "" };
  let current: keyof typeof parts = "effect";
  for (const piece of body.split(/\b(inherited|security|link):/i)) {
    const key = piece.toLowerCase();
    if (key === "inherited" || key === "security" || key === "link") current = key;
    else parts[current] += piece.trim();
  }
  return parts;
}

/**
 * A `link:` section (4-9): "[Link] REQUIREMENT: Cost N", then optionally "+N DP" (the link DP)
 * and the link effect.
 */
function splitLink(
  text: string,
  at: number,
  link: string,
): { linkRequirement?: string; linkDp?: number; linkEffect?: string } {
  if (!link) return {};
  const m = /^(\[Link\][^:]*:\s*Cost \d+)\s*(?:\+?(\d+) DP\b)?\s*(.*)$/i.exec(link);
  if (!m)
    fail(
      text,
      at,
      'Write a link section as "link: [Link] REQUIREMENT: Cost N", then optionally "+N DP" and the link effect.',
      link.slice(0, 20),
    );
  return {
    linkRequirement: m[1]!,
    ...(m[2] ? { linkDp: Number(m[2]) } : {}),
    ...(m[3] ? { linkEffect: m[3] } : {}),
  };
}

export function parseInlineCards(text: string): InlineCard[] {
  if (text.length > MAX_TEXT) fail(text, MAX_TEXT, `Inline cards are limited to ${MAX_TEXT} characters.`, "");
  const cards: InlineCard[] = [];
  const lines = [...text.matchAll(/[^\n]+/g)].flatMap((m) =>
    m[0].split("||").map((part, i, all) => ({
      line: part,
      at: m.index! + all.slice(0, i).reduce((n, p) => n + p.length + 2, 0),
    })),
  );
  for (const { line, at } of lines) {
    if (line.trim() === "") continue;
    if (cards.length >= MAX_CARDS) fail(text, at, `At most ${MAX_CARDS} inline cards.`, "");
    const m = /^(\s*)([A-Za-z0-9]+-[A-Za-z0-9-]+)\s+"([^"]{1,60})"([^:]*)(?::(.*))?$/.exec(line);
    if (!m)
      fail(
        text,
        at,
        'Write an inline card as: CODE "Name" category lv N N dp colour cost N : effect text.',
        line.trim().slice(0, 20),
      );
    const [, lead, code, name, headWords, body] = m;
    const headAt = at + lead!.length + code!.length + name!.length + 3;
    const head = readHead(text, headAt, headWords!);
    if (!head.category)
      fail(text, headAt, "Say the card's category: digimon, tamer, option or digi-egg.", code!);
    if (head.colors.length === 0)
      fail(text, headAt, "Say the card's colour (red, blue, yellow, green, black, purple, white).", code!);
    const { link, ...texts } = splitTexts(body ?? "");
    const compiled = compileCard({
      code: code!.toUpperCase(),
      name: name!,
      category: head.category,
      colors: head.colors,
      level: head.level,
      dp: head.dp,
      playCost: head.cost,
      digivolve: head.from,
      traits: head.traits,
      forms: head.forms,
      attributes: head.attributes,
      ...texts,
      ...splitLink(text, at, link),
    });
    cards.push({ def: compiled.def, unread: describeUnread(compiled) });
  }
  return cards;
}
