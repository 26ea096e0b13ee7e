/**
 * Duel Masters cards written inline, in the printed-text template:
 *
 *   CODE "Name" creature|evolution|spell|cross-gear CIVILIZATION[/CIVILIZATION] cost N [power N] [race "R"] : text
 *   XDM-001 "Tide Scout" creature water cost 2 power 1000 race "Liquid People" : Blocker. When you put this creature into the battle zone, draw a card.
 *
 * The text goes through the same compiler as the real card data; what it can't read is named.
 */
import { type Civilization, type DmCardDef, type DmCardType, dmCard } from "./cards.ts";
import { compileDmText } from "./compiler/compile.ts";
import { headNumber, inlineFail, inlineLines } from "../inline-lines.ts";

const TEMPLATE =
  'CODE "Name" creature|spell|cross-gear CIVILIZATION[/CIVILIZATION] cost N [power N] [race "R"] : text';
const CIVS: Record<string, Civilization> = {
  light: "Light",
  water: "Water",
  darkness: "Darkness",
  fire: "Fire",
  nature: "Nature",
};
const TYPES: Record<string, DmCardType> = {
  creature: "Creature",
  evolution: "Creature",
  spell: "Spell",
  "cross-gear": "Cross Gear",
  crossgear: "Cross Gear",
  castle: "Castle",
};

export interface InlineDmCard {
  def: DmCardDef;
  unread: string[];
}

export function parseInlineDmCards(text: string): InlineDmCard[] {
  return inlineLines(text, TEMPLATE).map((line) => {
    let type: DmCardType | undefined;
    let evolution = false;
    const civs: Civilization[] = [];
    const extra: Partial<DmCardDef> = {};
    const races: string[] = [];
    const words = line.head;
    for (let i = 0; i < words.length; i++) {
      const { word, raw, at } = words[i]!;
      if (TYPES[word]) {
        type = TYPES[word];
        if (word === "evolution") evolution = true;
      } else if (word.split("/").every((c) => CIVS[c])) civs.push(...word.split("/").map((c) => CIVS[c]!));
      else if (word === "cost") extra.cost = headNumber(text, words, ++i, "cost");
      else if (word === "power") extra.power = headNumber(text, words, ++i, "power");
      else if (word === "race") {
        const r = words[++i];
        if (!r) inlineFail(text, at, 'Write the race after "race", in quotes: race "Armored Dragon".', word);
        races.push(...r.raw.split("/").map((x) => x.trim()));
      } else
        inlineFail(
          text,
          at,
          `Unknown word "${raw}": expected a card type (creature, evolution, spell, cross-gear), a civilization (light, water, darkness, fire, nature), cost N, power N or race "R".`,
          raw,
        );
    }
    if (!type)
      inlineFail(text, line.at, "Say the card's type: creature, evolution, spell or cross-gear.", line.code);
    if (civs.length === 0)
      inlineFail(
        text,
        line.at,
        "Say the card's civilization: light, water, darkness, fire or nature.",
        line.code,
      );
    if (type === "Creature" && extra.power === undefined)
      inlineFail(text, line.at, 'A creature needs its power: "power 3000".', line.code);
    const def = dmCard({
      code: line.code,
      name: line.name,
      type,
      civilizations: civs,
      races,
      evolution,
      origin: "inline",
      ...extra,
    });
    const compiled = compileDmText(line.body, def);
    const unread = [...compiled.unread, ...compiled.notExecutable];
    def.unexecuted = unread;
    return { def, unread };
  });
}
