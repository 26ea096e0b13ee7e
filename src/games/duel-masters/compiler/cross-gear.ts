/**
 * What a Cross Gear's text says about "the crossed creature" (DM-X1): read as if the creature
 * said it of itself, then handed to the gear as statics that reach only its crossed creature,
 * restrictions on that creature, and abilities that trigger on that creature's events.
 */
import { type DmCardDef, type DmCount, dmCard } from "../cards.ts";

type ReadUnit = (def: DmCardDef, unit: string, unread: string[], notExecutable: string[]) => void;

export const CROSSED = /^(?:(?:when|whenever) )?the crossed creature(?:'s)? /;

const TO_CROSSED: DmCount = { zone: "battle", side: "any", crossed: true };

/** The sentence as the creature would say it: "this creature", keywords as "has". */
function asItsOwn(unit: string): { text: string; moreBreaks: number; unblockable: boolean } {
  let text = unit.replace(/the crossed creature/g, "this creature");
  let moreBreaks = 0;
  let unblockable = false;
  const more = /(?:,| and) breaks one more shield(?=,| and|$)/;
  if (more.test(text)) {
    moreBreaks = 1;
    text = text.replace(more, "");
  } else if (/^this creature breaks one more shield$/.test(text))
    return { text: "", moreBreaks: 1, unblockable };
  const cantBeBlocked = / and can't be blocked$/;
  if (cantBeBlocked.test(text)) {
    unblockable = true;
    text = text.replace(cantBeBlocked, "");
  }
  text = text.replace(/^this creature gets (")/, "this creature has $1").replace(/, and (?=")/, " and ");
  return { text, moreBreaks, unblockable };
}

export function readCrossed(
  def: DmCardDef,
  unit: string,
  unread: string[],
  notExecutable: string[],
  readUnit: ReadUnit,
): void {
  const blank = (): DmCardDef =>
    dmCard({ code: def.code, name: def.name, type: def.type, civilizations: [] });
  const own = asItsOwn(unit);
  const scratch = blank();
  const u: string[] = [];
  if (own.text) readUnit(scratch, own.text, u, notExecutable);
  const { abilities, powerStatics, keywordStatics, restrictions, ...rest } = scratch;
  const { abilities: _a, powerStatics: _p, keywordStatics: _k, restrictions: _r, ...plain } = blank();
  // Anything but statics, restrictions and triggered abilities (a flag on the card) is not the gear's to give.
  if (
    u.length ||
    JSON.stringify(rest) !== JSON.stringify(plain) ||
    abilities.some((a) => a.trigger === "tap")
  ) {
    unread.push(unit);
    return;
  }
  const statics = [...(powerStatics ?? []), ...(keywordStatics ?? [])];
  if (statics.some((st) => st.to || st.when)) {
    unread.push(unit);
    return;
  }
  for (const p of powerStatics ?? []) (def.powerStatics ??= []).push({ ...p, to: TO_CROSSED });
  for (const k of keywordStatics ?? []) (def.keywordStatics ??= []).push({ ...k, to: TO_CROSSED });
  if (own.moreBreaks)
    (def.keywordStatics ??= []).push({ grant: { moreBreaks: own.moreBreaks }, to: TO_CROSSED });
  const crossedRestrictions = [...restrictions, ...(own.unblockable ? (["cantBeBlocked"] as const) : [])];
  if (crossedRestrictions.length) (def.crossedRestrictions ??= []).push(...crossedRestrictions);
  for (const a of abilities)
    def.abilities.push({
      ...a,
      id: `${def.code}/${def.abilities.length + 1}`,
      label: `The crossed creature, ${a.label.charAt(0).toLowerCase()}${a.label.slice(1)}`,
      ofCrossed: true,
    });
}
