/**
 * "Survivor : ..." text: read as if the creature said it of itself, then given to every Survivor
 * of its controller (survivors.ts): keywords and power as statics that reach Survivors,
 * restrictions as Survivor restrictions, and triggered abilities on a Survivor's own events.
 */
import { type DmCardDef, type DmGrant, type DmTrigger, dmCard } from "../cards.ts";
import { SURVIVORS } from "../survivors.ts";

type ReadUnit = (def: DmCardDef, unit: string, unread: string[], notExecutable: string[]) => void;

export const SURVIVOR = /^survivor : (.+)$/;

/** Triggers on the creature's own events, which a Survivor that has the ability can see. */
const SHAREABLE = new Set<DmTrigger>([
  "onEnter",
  "onAttack",
  "onBlock",
  "onAttacked",
  "onBlocked",
  "onUnblocked",
  "onWinBattle",
]);

function keywordGrant(d: DmCardDef): DmGrant {
  const g: DmGrant = {};
  if (d.blocker) g.blocker = true;
  if (d.slayer) g.slayer = true;
  if (d.speedAttacker) g.speedAttacker = true;
  if (d.powerAttacker) g.powerAttacker = d.powerAttacker;
  if (d.breaker !== 1) g.breaker = d.breaker;
  return g;
}

export function readSurvivor(
  def: DmCardDef,
  unit: string,
  unread: string[],
  notExecutable: string[],
  readUnit: ReadUnit,
): void {
  const blank = (): DmCardDef =>
    dmCard({ code: def.code, name: def.name, type: def.type, civilizations: [] });
  const scratch = blank();
  const u: string[] = [];
  readUnit(scratch, SURVIVOR.exec(unit)![1]!, u, notExecutable);
  const grant = keywordGrant(scratch);
  const strip = (d: DmCardDef): string => {
    const {
      abilities,
      powerStatics,
      keywordStatics,
      restrictions,
      blocker,
      slayer,
      speedAttacker,
      powerAttacker,
      breaker,
      ...rest
    } = d;
    void [
      abilities,
      powerStatics,
      keywordStatics,
      restrictions,
      blocker,
      slayer,
      speedAttacker,
      powerAttacker,
      breaker,
    ];
    return JSON.stringify(rest);
  };
  const statics = [...(scratch.powerStatics ?? []), ...(scratch.keywordStatics ?? [])];
  const fits =
    u.length === 0 &&
    strip(scratch) === strip(blank()) &&
    scratch.abilities.every((a) => SHAREABLE.has(a.trigger) && !a.watch && !a.when) &&
    statics.every((st) => !st.to && !st.when && !("per" in st && st.per));
  if (!fits) {
    unread.push(unit);
    return;
  }
  if (Object.keys(grant).length) (def.keywordStatics ??= []).push({ grant, to: SURVIVORS });
  for (const k of scratch.keywordStatics ?? []) (def.keywordStatics ??= []).push({ ...k, to: SURVIVORS });
  for (const p of scratch.powerStatics ?? []) (def.powerStatics ??= []).push({ ...p, to: SURVIVORS });
  if (scratch.restrictions.length) (def.survivorRestrictions ??= []).push(...scratch.restrictions);
  for (const a of scratch.abilities)
    def.abilities.push({
      ...a,
      id: `${def.code}/${def.abilities.length + 1}`,
      label: `Survivor, ${a.label}`,
      shared: true,
    });
}
