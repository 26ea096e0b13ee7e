/** Keyword effects (16-x) the card text names between angle brackets, one record each. */
export type Keyword =
  | "blocker"
  | "piercing"
  | "securityAttack"
  | "jamming"
  | "rush"
  | "reboot"
  | "retaliation"
  | "raid"
  | "alliance"
  | "barrier"
  | "blitz"
  | "armorPurge"
  | "decoy"
  | "evade"
  | "save"
  | "materialSave"
  | "delay"
  | "collision"
  | "fortitude"
  | "partition"
  | "overclock"
  | "vortex"
  | "execute"
  | "iceclad"
  | "decode"
  | "scapegoat"
  | "progress"
  | "fragment"
  | "blastDigivolve"
  | "blastDnaDigivolve"
  | "digiBurst"
  | "digisorption"
  | "training"
  | "link"
  | "mindLink"
  | "ascension"
  | "engage"
  | "guard"
  | "succession"
  | "detach"
  | "useRequirement";

/**
 * How the engine treats a keyword:
 * - `engine`: the engine implements it;
 * - `inert`: it acts only in a step the engine never reaches (counter timing, linking,
 *   activating a [Main] effect on the field), so leaving it out
 *   changes no result the engine can produce;
 * - `missing`: it acts in a step the engine simulates (attack declaration, block, battle,
 *   security check, deletion, end of turn) but the engine does not implement it yet.
 */
export type KeywordSupport = "engine" | "inert" | "missing";

/**
 * A keyword's reminder sentence (unanchored, brackets included) and the keyword as printed when
 * it is not `<name>`: `$n` there is the sentence's n-th group (`<Security Attack +$1>`).
 */
export interface KeywordReminder {
  sentence: RegExp;
  printed?: string;
}

/** What the ruleset knows of a keyword wherever it acts. */
export interface KeywordRecord {
  /** The name the trace writes between angle brackets. */
  name: string;
  /** The Comprehensive Rules subsection that defines it (16-x-1; the glossary explains each). */
  section: string;
  /** How the compiler reads it between angle brackets; a group captures its number or parameter. */
  printed: RegExp[];
  /**
   * Its reminder sentences, in their brackets. Some records kept the sentence but lost the
   * keyword before it: the sentence then reads as the keyword (the compiler puts it back).
   */
  reminders?: KeywordReminder[];
  support: KeywordSupport;
  /** For a keyword that triggers (15-8-3): what the waiting effect is called. */
  label?: string;
}

/**
 * One record per keyword: its printed forms and reminder text (the compiler reads them,
 * compiler/readers/keywords.ts), how far the engine carries it, its name and label in traces.
 * Which keywords a Digimon holds is derived in derive/keywords.ts; what they do is in keywords/
 * (interceptors, triggered keywords) and ops/ (those that run as ops).
 */
export const KEYWORDS: Record<Keyword, KeywordRecord> = {
  blocker: {
    name: "Blocker",
    section: "16-5-1",
    printed: [/^Blocker$/i],
    support: "engine",
    reminders: [
      { sentence: /\(At blocker timing, by suspending this Digimon, it becomes the attack target\.?\)/i },
      {
        sentence:
          /\(When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent to attack it instead\.?\)/i,
      },
    ],
  },
  piercing: {
    name: "Piercing",
    section: "16-7-1",
    printed: [/^Piercing$/i],
    support: "engine",
    reminders: [
      {
        sentence:
          /\(When this Digimon attacks and deletes an opponent's Digimon and survives the battle, it performs any security checks it normally would\.?\)/i,
      },
    ],
  },
  securityAttack: {
    name: "Security Attack",
    section: "16-4-1",
    // "Digimon with <Security Attack>": any number of it.
    printed: [/^Security Attack ([+-]\d+)$/i, /^Security Attack$/i],
    support: "engine",
    reminders: [
      {
        sentence: /\(This Digimon checks (\d+) additional security cards?\.?\)/i,
        printed: "<Security Attack +$1>",
      },
      {
        sentence: /\(This Digimon checks (\d+) fewer security cards?\.?\)/i,
        printed: "<Security Attack -$1>",
      },
    ],
  },
  jamming: {
    name: "Jamming",
    section: "16-9-1",
    printed: [/^Jamming$/i],
    support: "engine",
    reminders: [{ sentence: /\(This Digimon can't be deleted in battles against Security Digimon\.?\)/i }],
  },
  rush: {
    name: "Rush",
    section: "16-15-1",
    printed: [/^Rush$/i],
    support: "engine",
    reminders: [
      { sentence: /\(This Digimon (?:may|can) attack the turn it (?:was played|comes into play)\.?\)/i },
    ],
  },
  reboot: {
    name: "Reboot",
    section: "16-11-1",
    printed: [/^Reboot$/i],
    support: "engine",
    reminders: [
      {
        sentence:
          /\((?:Unsuspend this Digimon|This Digimon also unsuspends) during your opponent's unsuspend phase\.?\)/i,
      },
    ],
  },
  retaliation: {
    name: "Retaliation",
    section: "16-13-1",
    printed: [/^Retaliation$/i],
    support: "engine",
    reminders: [
      {
        sentence:
          /\(When this Digimon is deleted after losing a battle, delete the Digimon it was battling\.?\)/i,
      },
    ],
    label: "<Retaliation>: delete the Digimon it battled",
  },
  raid: {
    name: "Raid",
    section: "16-23-1",
    printed: [/^Raid$/i],
    support: "engine",
    label: "<Raid>: may switch the attack target to the opponent's unsuspended Digimon with the highest DP",
  },
  alliance: {
    name: "Alliance",
    section: "16-24-1",
    printed: [/^Alliance$/i],
    support: "engine",
    // Its own <Security Attack +1> is lost in some printings ("gains  for the attack").
    reminders: [
      {
        sentence:
          /\(When this Digimon attacks, by suspending 1 of your other Digimon, this Digimon adds the suspended Digimon's DP and gains (?:<Security Attack \+1> )?for the attack\.?\)/i,
      },
    ],
    label: "<Alliance>: may suspend another Digimon to add its DP and <Security A. +1> for the attack",
  },
  barrier: {
    name: "Barrier",
    section: "16-25-1",
    printed: [/^Barrier$/i],
    support: "engine",
    reminders: [
      {
        sentence:
          /\(When this Digimon would be deleted in battle, by trashing the top card of your security stack, prevent that deletion\.?\)/i,
      },
    ],
  },
  blitz: {
    name: "Blitz",
    section: "16-16-1",
    printed: [/^Blitz$/i],
    support: "engine",
  },
  armorPurge: {
    name: "Armor Purge",
    section: "16-19-1",
    printed: [/^Armor Purge$/i],
    support: "engine",
    reminders: [
      {
        sentence:
          /\(When this Digimon would be deleted, you may trash the top card of this Digimon to prevent that deletion\.?\)/i,
      },
    ],
  },
  decoy: {
    name: "Decoy",
    section: "16-18-1",
    printed: [/^Decoy(?: \((.+)\))?$/i],
    support: "engine",
  },
  evade: {
    name: "Evade",
    section: "16-22-1",
    printed: [/^Evade$/i],
    support: "engine",
  },
  save: {
    name: "Save",
    section: "16-20-1",
    printed: [/^Save$/i],
    support: "engine",
  },
  materialSave: {
    name: "Material Save",
    section: "16-21-1",
    printed: [/^Material Save (\d+)$/i],
    support: "engine",
  },
  delay: {
    name: "Delay",
    section: "16-17-1",
    printed: [/^Delay$/i],
    support: "missing",
  },
  collision: {
    name: "Collision",
    section: "16-30-1",
    printed: [/^Collision$/i],
    support: "engine",
  },
  fortitude: {
    name: "Fortitude",
    section: "16-27-1",
    printed: [/^Fortitude$/i],
    support: "engine",
    label: "<Fortitude>: play this Digimon from the trash",
  },
  partition: {
    name: "Partition",
    section: "16-29-1",
    printed: [/^Partition(?: \((.+)\))?$/i],
    support: "engine",
  },
  overclock: {
    name: "Overclock",
    section: "16-34-1",
    printed: [/^Overclock(?: \((.+)\))?$/i],
    support: "engine",
    label: "<Overclock>: by deleting another specified Digimon, attacks a player without suspending",
  },
  vortex: {
    name: "Vortex",
    section: "16-33-1",
    printed: [/^Vortex$/i],
    support: "engine",
    label: "<Vortex>: may attack 1 of the opponent's Digimon",
  },
  execute: {
    name: "Execute",
    section: "16-38-1",
    printed: [/^Execute$/i],
    support: "engine",
    label: "<Execute>: may attack, then this Digimon is deleted at the end of that attack",
  },
  iceclad: {
    name: "Iceclad",
    section: "16-35-1",
    printed: [/^Iceclad$/i],
    support: "engine",
  },
  decode: {
    name: "Decode",
    section: "16-36-1",
    printed: [/^Decode(?: \((.+)\))?$/i],
    support: "engine",
  },
  scapegoat: {
    name: "Scapegoat",
    section: "16-32-1",
    printed: [/^Scapegoat$/i],
    support: "engine",
  },
  progress: {
    name: "Progress",
    section: "16-39-1",
    printed: [/^Progress$/i],
    support: "engine",
  },
  fragment: {
    name: "Fragment",
    section: "16-37-1",
    printed: [/^Fragment(?: \((\d+)\))?$/i],
    support: "engine",
  },
  blastDigivolve: {
    name: "Blast Digivolve",
    section: "16-26-1",
    printed: [/^Blast Digivolve$/i],
    support: "inert",
    reminders: [
      { sentence: /\(Your Digimon may digivolve into this card without paying the cost\.?\)/i },
      { sentence: /\(One of your Digimon may digivolve into this card without paying the cost\.?\)/i },
    ],
  },
  blastDnaDigivolve: {
    name: "Blast Dna Digivolve",
    section: "16-31-1",
    printed: [/^Blast DNA Digivolve(?: \((.+)\))?$/i],
    support: "inert",
  },
  digiBurst: {
    name: "Digi Burst",
    section: "16-14-1",
    printed: [/^Digi-Burst (\d+)$/i],
    support: "missing",
  },
  digisorption: {
    name: "Digisorption",
    section: "16-10-1",
    printed: [/^Digisorption(?: ?(-?\d+))?$/i],
    support: "engine",
  },
  training: {
    name: "Training",
    section: "16-41-1",
    printed: [/^Training$/i],
    support: "inert",
  },
  link: {
    name: "Link",
    section: "16-40-1",
    printed: [/^Link \+?(\d+)$/i],
    support: "inert",
  },
  mindLink: {
    name: "Mind Link",
    section: "16-28-1",
    printed: [/^Mind Link$/i],
    support: "inert",
  },
  ascension: {
    name: "Ascension",
    section: "16-43-1",
    printed: [/^Ascension$/i],
    support: "engine",
    label: "<Ascension>: may place this card at the top of the security stack",
  },
  engage: {
    name: "Engage",
    section: "16-44-1",
    printed: [/^Engage$/i],
    support: "engine",
    label: "<Engage>: may attack",
  },
  guard: {
    name: "Guard",
    section: "16-45-1",
    printed: [/^Guard$/i],
    support: "engine",
  },
  succession: {
    name: "Succession",
    section: "16-47-1",
    printed: [/^Succession(?: \((.+)\))?$/i],
    support: "engine",
  },
  detach: {
    name: "Detach",
    section: "16-46-1",
    printed: [/^Detach(?: \((.+)\))?$/i],
    support: "engine",
  },
  useRequirement: {
    name: "Use Requirement",
    section: "16-42-1",
    printed: [/^Use Req\.(?: \((.+)\))?$/i],
    support: "engine",
  },
};

/**
 * Reminder sentences of the keywords the compiler reads as ops (`<Draw N>`, `<Recovery +N (Deck)>`),
 * which have no record above, with the keyword each stands for when it was lost.
 */
export const OP_KEYWORD_REMINDERS: readonly Required<KeywordReminder>[] = [
  { sentence: /\(Draw (\d+) cards? from your deck\.?\)/i, printed: "<Draw $1>" },
  {
    sentence: /\(Place the top card of your deck on top of your security stack\.?\)/i,
    printed: "<Recovery +1 (Deck)>",
  },
];
