/**
 * Cost modifiers (112): "each darkness creature costs 1 more to summon, and each darkness spell
 * costs 1 more to cast", "each water and darkness spell costs 2 more to cast", "non-darkness
 * creatures cost 2 more to summon", "your creatures that have dragon in their race each cost 2
 * less to summon. they can't cost less than 2".
 */
import type { Civilization, DmCostMod } from "../cards.ts";

const CIVS: Record<string, Civilization> = {
  light: "Light",
  water: "Water",
  darkness: "Darkness",
  fire: "Fire",
  nature: "Nature",
};
const CIV = "(?:light|water|darkness|fire|nature)";
const civs = (t: string): Civilization[] => t.split(/ and | or |, /).map((w) => CIVS[w.trim()]!);

const KINDS: Record<string, DmCostMod["kind"]> = {
  creature: "Creature",
  creatures: "Creature",
  spell: "Spell",
  spells: "Spell",
  "cross gears": "Cross Gear",
};

export function readCostMods(sentence: string): DmCostMod[] | null {
  const both = new RegExp(
    `^each (${CIV}(?: and ${CIV})*) creature costs (\\d+) more to summon, and each \\1 spell costs \\2 more to cast$`,
  ).exec(sentence);
  if (both) {
    const c = civs(both[1]!);
    const amount = Number(both[2]);
    return [
      { kind: "Creature", side: "any", civilizations: c, amount },
      { kind: "Spell", side: "any", civilizations: c, amount },
    ];
  }
  const one = new RegExp(
    `^each (${CIV}(?: and ${CIV})*) (creature|spell) costs (\\d+) more to (?:summon|cast)$`,
  ).exec(sentence);
  if (one)
    return [{ kind: KINDS[one[2]!]!, side: "any", civilizations: civs(one[1]!), amount: Number(one[3]) }];
  const non = new RegExp(`^non-(${CIV}) (creatures|spells) cost (\\d+) more to (?:summon|cast)$`).exec(
    sentence,
  );
  if (non)
    return [{ kind: KINDS[non[2]!]!, side: "any", notCivilization: CIVS[non[1]!]!, amount: Number(non[3]) }];
  const less =
    /^your (creatures|spells|cross gears)(?: that have ([a-z' -]+?) in their race)? each cost (\d+) less to (?:summon|cast|generate or cross)\. they can't cost less than (\d+)$/.exec(
      sentence,
    );
  if (less)
    return [
      {
        kind: KINDS[less[1]!]!,
        side: "you",
        ...(less[2] ? { race: less[2] } : {}),
        amount: -Number(less[3]),
        floor: Number(less[4]),
      },
    ];
  return null;
}
