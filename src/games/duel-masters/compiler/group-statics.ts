/**
 * Static abilities aimed at a group of creatures named by race, civilization or side, on either
 * side of the battle zone: "each armored dragon in the battle zone gets +2000 power", "light
 * creatures and darkness creatures in the battle zone each get +1000 power", "each creature in
 * the battle zone has \"slayer.\"", "your liquid people can't be blocked". They apply while the
 * card that has them is in the battle zone, to every creature that matches at that moment,
 * itself included unless the text says "other" (power.ts `reaches`).
 */
import type { DmGrant } from "../cards.ts";
import { type DmStatics, readCount, readGrant } from "./statics.ts";

/** The verb that ends the group's name, and what the group is given. */
const GIVEN = /^(?:each )?(?:gets?|has|have|gains?) (?:([+-]\d+) power(?: and (?:has |gets )?(".+))?|(".+))$/;

const PERMISSIONS: Record<string, DmGrant> = {
  "can't be blocked": { unblockable: true },
  "can attack untapped creatures": { attacksUntapped: true },
};

/** Words of an effect sentence ("tap all creatures that ...") that no race name has. */
const NOT_A_RACE = /\b(that|of|your|his|tap|untap|destroy|return|put|choose|add|draw|discard)\b/;

/** The statics of a sentence that gives a named group power or keywords, or null. */
export function readGroupStatics(sentence: string): DmStatics | null {
  if (/^(this creature|the crossed creature|that creature|it|they) /.test(sentence)) return null;
  const words = sentence.split(" ");
  for (let i = 1; i < words.length; i++) {
    const subject = words.slice(0, i).join(" ");
    const rest = words.slice(i).join(" ");
    const permission = PERMISSIONS[rest];
    const given = permission ? null : GIVEN.exec(rest);
    if (!permission && !given) continue;
    const to = readCount(subject.replace(/^(?:each of|each|all) /, ""));
    if (!to || to.zone !== "battle" || to.races?.some((r) => NOT_A_RACE.test(r))) continue;
    if (permission) return { power: [], keywords: [{ grant: permission, to }] };
    const grantText = given![2] ?? given![3];
    const grant = grantText ? readGrant(grantText) : null;
    if (grantText && !grant) return null;
    return {
      power: given![1] ? [{ amount: Number(given![1]), to }] : [],
      keywords: grant ? [{ grant, to }] : [],
    };
  }
  return null;
}
