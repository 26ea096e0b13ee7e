/**
 * Keyword effects by name, and how far the engine carries each one. A keyword line such as
 * `<Security Attack +1>` becomes a keyword ability; `<Draw 1>` inside an effect becomes ops.
 */
import type { Keyword } from "../../ability.ts";

const NAMES: [RegExp, Keyword][] = [
  [/^Blocker$/i, "blocker"],
  [/^Piercing$/i, "piercing"],
  [/^Security Attack ([+-]\d+)$/i, "securityAttack"],
  // "Digimon with <Security Attack>": any number of it.
  [/^Security Attack$/i, "securityAttack"],
  [/^Jamming$/i, "jamming"],
  [/^Rush$/i, "rush"],
  [/^Reboot$/i, "reboot"],
  [/^Retaliation$/i, "retaliation"],
  [/^Raid$/i, "raid"],
  [/^Alliance$/i, "alliance"],
  [/^Barrier$/i, "barrier"],
  [/^Blitz$/i, "blitz"],
  [/^Armor Purge$/i, "armorPurge"],
  [/^Decoy(?: \((.+)\))?$/i, "decoy"],
  [/^Evade$/i, "evade"],
  [/^Save$/i, "save"],
  [/^Material Save (\d+)$/i, "materialSave"],
  [/^Delay$/i, "delay"],
  [/^Collision$/i, "collision"],
  [/^Fortitude$/i, "fortitude"],
  [/^Partition(?: \((.+)\))?$/i, "partition"],
  [/^Overclock(?: \((.+)\))?$/i, "overclock"],
  [/^Vortex$/i, "vortex"],
  [/^Execute$/i, "execute"],
  [/^Iceclad$/i, "iceclad"],
  [/^Decode(?: \((.+)\))?$/i, "decode"],
  [/^Scapegoat$/i, "scapegoat"],
  [/^Progress$/i, "progress"],
  [/^Fragment(?: \((\d+)\))?$/i, "fragment"],
  [/^Blast Digivolve$/i, "blastDigivolve"],
  [/^Blast DNA Digivolve(?: \((.+)\))?$/i, "blastDnaDigivolve"],
  [/^Digi-Burst (\d+)$/i, "digiBurst"],
  [/^Digisorption(?: ?(-?\d+))?$/i, "digisorption"],
  [/^Training$/i, "training"],
  [/^Link \+?(\d+)$/i, "link"],
  [/^Mind Link$/i, "mindLink"],
  [/^Ascension$/i, "ascension"],
  [/^Engage$/i, "engage"],
  [/^Guard$/i, "guard"],
  [/^Succession(?: \((.+)\))?$/i, "succession"],
  [/^Detach(?: \((.+)\))?$/i, "detach"],
  [/^Use Req\.(?: \((.+)\))?$/i, "useRequirement"],
];

/**
 * Some printed texts keep a keyword's reminder sentence but lost the keyword before it. The
 * sentence is that keyword's own rules text, so standing alone it reads as the keyword.
 */
const REMINDER_ONLY: [RegExp, Keyword][] = [
  [/^\(At blocker timing, by suspending this Digimon, it becomes the attack target\)\.?$/i, "blocker"],
  [
    /^\(When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead\.?\)\.?$/i,
    "blocker",
  ],
  [/^\(This Digimon can't be deleted in battles against Security Digimon\.?\)\.?$/i, "jamming"],
  [/^\(This Digimon can attack the turn it comes into play\.?\)\.?$/i, "rush"],
  [
    /^\(When this Digimon would be deleted in battle, by trashing the top card of your security stack, prevent that deletion\.?\)\.?$/i,
    "barrier",
  ],
  [
    /^\(When this Digimon attacks and deletes an opponent's Digimon and survives the battle, it performs any security checks it normally would\.?\)\.?$/i,
    "piercing",
  ],
  [
    /^\(When this Digimon is deleted after losing a battle, delete the Digimon it was battling\.?\)\.?$/i,
    "retaliation",
  ],
];

export function keywordFromReminder(text: string): Keyword | null {
  const t = text.trim();
  return REMINDER_ONLY.find(([re]) => re.test(t))?.[1] ?? null;
}

export interface KeywordText {
  keyword: Keyword;
  value?: number;
  param?: string;
}

/** `Security Attack +1` → {securityAttack, 1}; `Decoy (Black)` → {decoy, param "Black"}. */
export function keywordFromText(inner: string): KeywordText | null {
  const t = inner.trim();
  for (const [re, keyword] of NAMES) {
    const m = re.exec(t);
    if (!m) continue;
    const arg = m[1];
    if (arg === undefined) return { keyword };
    return /^[+-]?\d+$/.test(arg) ? { keyword, value: Number(arg) } : { keyword, param: arg };
  }
  return null;
}

/**
 * How the engine treats a keyword:
 * - `engine`: the engine implements it;
 * - `inert`: it acts only in a step the engine never reaches (the unsuspend phase, counter
 *   timing, linking, activating a [Main] effect on the field), so leaving it out
 *   changes no result the engine can produce;
 * - `missing`: it acts in a step the engine simulates (attack declaration, block, battle,
 *   security check, deletion, end of turn) but the engine does not implement it yet.
 */
export const KEYWORD_SUPPORT: Record<Keyword, "engine" | "inert" | "missing"> = {
  blocker: "engine",
  rush: "engine",
  reboot: "inert",
  blastDigivolve: "inert",
  blastDnaDigivolve: "inert",
  link: "inert",
  mindLink: "inert",
  training: "inert",
  piercing: "engine",
  securityAttack: "engine",
  jamming: "engine",
  retaliation: "engine",
  raid: "engine",
  alliance: "engine",
  barrier: "engine",
  blitz: "engine",
  armorPurge: "engine",
  decoy: "engine",
  evade: "engine",
  save: "engine",
  materialSave: "engine",
  delay: "missing",
  collision: "engine",
  fortitude: "engine",
  partition: "engine",
  overclock: "engine",
  vortex: "engine",
  execute: "engine",
  iceclad: "engine",
  decode: "engine",
  scapegoat: "engine",
  progress: "missing",
  fragment: "engine",
  digiBurst: "missing",
  digisorption: "engine",
  ascension: "engine",
  engage: "engine",
  guard: "engine",
  succession: "missing",
  // Its cost is trashing one of the Digimon's link cards, and no board the engine builds has
  // any (it simulates no linking), so the cost can never be paid.
  detach: "inert",
  useRequirement: "engine",
};
