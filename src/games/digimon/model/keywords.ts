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

/** What the ruleset knows of a keyword wherever it acts. */
export interface KeywordRecord {
  /** The name the trace writes between angle brackets. */
  name: string;
  /** For a keyword that triggers (15-8-3): what the waiting effect is called. */
  label?: string;
}

/**
 * One record per keyword. Which keywords a Digimon holds is derived in derive/keywords.ts; what
 * they do is in keywords/ (interceptors, triggered keywords) and ops/ (those that run as ops);
 * the compiler reads their printed names (compiler/keywords.ts).
 */
export const KEYWORDS: Record<Keyword, KeywordRecord> = {
  blocker: { name: "Blocker" },
  piercing: { name: "Piercing" },
  securityAttack: { name: "Security Attack" },
  jamming: { name: "Jamming" },
  rush: { name: "Rush" },
  reboot: { name: "Reboot" },
  retaliation: { name: "Retaliation", label: "<Retaliation>: delete the Digimon it battled" },
  raid: {
    name: "Raid",
    label: "<Raid>: may switch the attack target to the opponent's unsuspended Digimon with the highest DP",
  },
  alliance: {
    name: "Alliance",
    label: "<Alliance>: may suspend another Digimon to add its DP and <Security A. +1> for the attack",
  },
  barrier: { name: "Barrier" },
  blitz: { name: "Blitz" },
  armorPurge: { name: "Armor Purge" },
  decoy: { name: "Decoy" },
  evade: { name: "Evade" },
  save: { name: "Save" },
  materialSave: { name: "Material Save" },
  delay: { name: "Delay" },
  collision: { name: "Collision" },
  fortitude: { name: "Fortitude", label: "<Fortitude>: play this Digimon from the trash" },
  partition: { name: "Partition" },
  overclock: {
    name: "Overclock",
    label: "<Overclock>: by deleting another specified Digimon, attacks a player without suspending",
  },
  vortex: { name: "Vortex", label: "<Vortex>: may attack 1 of the opponent's Digimon" },
  execute: {
    name: "Execute",
    label: "<Execute>: may attack, then this Digimon is deleted at the end of that attack",
  },
  iceclad: { name: "Iceclad" },
  decode: { name: "Decode" },
  scapegoat: { name: "Scapegoat" },
  progress: { name: "Progress" },
  fragment: { name: "Fragment" },
  blastDigivolve: { name: "Blast Digivolve" },
  blastDnaDigivolve: { name: "Blast Dna Digivolve" },
  digiBurst: { name: "Digi Burst" },
  digisorption: { name: "Digisorption" },
  training: { name: "Training" },
  link: { name: "Link" },
  mindLink: { name: "Mind Link" },
  ascension: {
    name: "Ascension",
    label: "<Ascension>: may place this card at the top of the security stack",
  },
  engage: { name: "Engage", label: "<Engage>: may attack" },
  guard: { name: "Guard" },
  succession: { name: "Succession" },
  detach: { name: "Detach" },
  useRequirement: { name: "Use Requirement" },
};
