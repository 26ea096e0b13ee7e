/**
 * The Duel Masters card-text compiler: English card text, as printed, read into the engine's
 * card definition (keywords, restrictions, triggered and tap abilities, a spell's effect).
 * Reminder text in parentheses is ignored. A sentence the compiler can't read is returned as
 * unread and its whole ability is left out rather than half-run; a sentence it reads but the
 * engine does not run is returned as not executable.
 */
import {
  CHOSEN_RACE,
  type Civilization,
  type DmAbility,
  type DmCardDef,
  type DmCount,
  type DmGrant,
  type DmOp,
  type DmRestriction,
  type DmTrigger,
  type Side,
  dmCard,
} from "../cards.ts";
import { CROSSED, readCrossed } from "./cross-gear.ts";
import { readEffect } from "./effects.ts";
import { continuesDig } from "./reveal.ts";
import { singular } from "../races.ts";
import { SURVIVOR, readSurvivor } from "./survivor.ts";
import { readCount, readStatics } from "./statics.ts";
import { readGroupStatics } from "./group-statics.ts";
import { readSelfStatics } from "./self-statics.ts";
import { readCostMods } from "./cost-mods.ts";

export interface DmCompiled {
  unread: string[];
  notExecutable: string[];
}

const KEYWORDS: [RegExp, (def: DmCardDef, m: RegExpExecArray) => void][] = [
  [/^blocker$/, (d) => (d.blocker = true)],
  [/^shield trigger$/, (d) => (d.shieldTrigger = true)],
  // A Cross Gear's Shield Trigger generates it and crosses it for no cost (DM-X1).
  [/^shield trigger cross$/, (d) => (d.shieldTrigger = true)],
  [/^slayer$/, (d) => (d.slayer = true)],
  [/^charger$/, (d) => (d.charger = true)],
  [/^speed attacker$/, (d) => (d.speedAttacker = true)],
  [/^double breaker$/, (d) => (d.breaker = 2)],
  [/^triple breaker$/, (d) => (d.breaker = 3)],
  [/^power attacker \+(\d+)$/, (d, m) => (d.powerAttacker = Number(m[1]))],
  [
    /^evolution(?:\s*[-—–:]\s*put on one of your (?:creatures that has )?([a-z' -]+?)(?: in its race)?s?)?$/,
    (d, m) => {
      d.evolution = true;
      if (m[1] && m[1] !== "creature") d.evolvesFrom = m[1].replace(/\b\w/g, (c) => c.toUpperCase());
    },
  ],
];

const RESTRICTIONS: Record<string, DmRestriction> = {
  "this creature can't attack": "cantAttack",
  "this creature can't attack players": "cantAttackPlayers",
  "this creature can't attack creatures": "cantAttackCreatures",
  "this creature can't be blocked": "cantBeBlocked",
  "this creature can't be attacked": "cantBeAttacked",
  "this creature can attack untapped creatures": "canAttackUntapped",
};

const CIV_NAMES: Record<string, Civilization> = {
  light: "Light",
  water: "Water",
  darkness: "Darkness",
  fire: "Fire",
  nature: "Nature",
};
const civList = (t: string): Civilization[] =>
  t
    .split(/,| or | and /)
    .map((w) => CIV_NAMES[w.trim()])
    .filter((c): c is Civilization => c !== undefined);

/** "armored dragons" -> "Armored Dragon". */
const titleRace = (words: string): string =>
  words
    .split(" ")
    .map((w) => singular(w).replace(/^\w/, (c) => c.toUpperCase()))
    .join(" ");

/** Statics about who may block or attack it, with their parameters. */
const FILTERED: [RegExp, (d: DmCardDef, m: RegExpExecArray) => void][] = [
  [
    /^this creature can't be blocked by (?:any creature that has|creatures that have) power (\d+) or (less|more)$/,
    (d, m) => (d.unblockableBy = m[2] === "less" ? { maxPower: Number(m[1]) } : { minPower: Number(m[1]) }),
  ],
  [
    /^this creature can't be blocked by ([a-z, ]+?) creatures$/,
    (d, m) => (d.unblockableBy = { civilizations: civList(m[1]!) }),
  ],
  [
    /^this creature can't be attacked by ([a-z, ]+?) creatures$/,
    (d, m) => (d.unattackableBy = civList(m[1]!)),
  ],
  [
    /^this creature can attack untapped ([a-z, ]+?) creatures$/,
    (d, m) => (d.attacksUntapped = civList(m[1]!)),
  ],
  [/^(light|water|darkness|fire|nature) stealth$/, (d, m) => (d.stealth = CIV_NAMES[m[1]!])],
  [/^when this creature battles, destroy it after the battle$/, (d) => (d.destroyedAfterBattle = true)],
  [/^this creature wins all battles$/, (d) => (d.winsAllBattles = true)],
  [
    /^(?:when this creature would be discarded from your hand during your opponent's turn,? (you may )?|during your opponent's turn, if this creature would be discarded from your hand, (you may )?)put it into the battle zone instead$/,
    (d, m) => (d.discardedIntoBattle = m[1] || m[2] ? "optional" : "mandatory"),
  ],
  [
    /^whenever this creature (?:would break|breaks) a shield, your opponent puts (?:that shield|it) into his (graveyard|mana zone) instead$/,
    (d, m) => (d.breaksInto = m[1] === "graveyard" ? "graveyard" : "mana"),
  ],
  [/^this creature attacks (?:each turn )?if able$/, (d) => (d.attacksIfAble = true)],
  [
    /^(?:whenever an opponent's creature attacks, )?this creature blocks if able$/,
    (d) => (d.blocksIfAble = true),
  ],
  [
    /^after you cast this spell, put it into your mana zone (?:tapped )?instead of your graveyard$/,
    (d) => (d.charger = true),
  ],
  [
    /^whenever another of your ((?:light|water|darkness|fire|nature)(?: or (?:light|water|darkness|fire|nature))*) creatures would be (?:destroyed|put into your graveyard from the battle zone), (you may )?(?:put it into your (mana zone)|return it to your hand) instead$/,
    (d, m) =>
      (d.othersInstead = {
        civilizations: civList(m[1]!),
        to: m[3] ? "mana" : "hand",
        optional: m[2] !== undefined,
      }),
  ],
  [
    /^you can summon this creature only if you have cast a spell this turn$/,
    (d) => (d.summonAfterSpell = true),
  ],
  [
    /^while attacking a creature, this creature can't be blocked$/,
    (d) => (d.unblockableAttackingCreature = true),
  ],
  [
    /^while this creature has power (\d+) or more, it has "(double|triple) breaker(?:\.)?"(?: instead of "double breaker\.?")?$/,
    (d, m) => (d.breakerFrom = { power: Number(m[1]), breaker: m[2] === "double" ? 2 : 3 }),
  ],
  [/^cross gear$/, () => undefined],
  [/^saver: all races$/, (d) => (d.saver = "all")],
  [
    /^whenever your opponent would choose a creature in the battle zone, he can't choose (this one|the crossed creature)$/,
    (d, m) => (m[1] === "this one" ? (d.unchoosable = true) : (d.crossedUnchoosable = true)),
  ],
  [
    /^(?:saver: (?!cross gear)([a-z' -]+)|when one of your ([a-z' -]+) would be destroyed, you may destroy this creature instead)$/,
    (d, m) => (d.saver = [titleRace(m[1] ?? m[2]!)]),
  ],
  [
    /^when one of your shields would be broken, you may destroy this creature instead$/,
    (d) => (d.shieldSaver = true),
  ],
  [
    /^((?:light|water|darkness|fire|nature)(?: and (?:light|water|darkness|fire|nature))*|dragon) blocker$/,
    (d, m) => {
      d.blocker = true;
      d.blockerOnly = m[1] === "dragon" ? { races: ["dragon"] } : { civilizations: civList(m[1]!) };
    },
  ],
  [
    /^((?:light|water|darkness|fire|nature)(?: and (?:light|water|darkness|fire|nature))*) slayer$/,
    (d, m) => {
      d.slayer = true;
      d.slayerOnly = civList(m[1]!);
    },
  ],
  [
    /^crew breaker ?[-—–] ?([a-z' -]+)$/,
    (d, m) => (d.crewBreaker = { zone: "battle", side: "you", other: true, races: [singular(m[1]!.trim())] }),
  ],
  [
    /^whenever this creature blocks, untap it after (?:it battles|the battle)$/,
    (d) => (d.untapsAfterBlocking = true),
  ],
  [
    /^whenever this creature (becomes blocked|blocks), no battle happens$/,
    (d, m) => (d.noBattleWhen = m[1] === "blocks" ? "blocking" : "blocked"),
  ],
  // The keyword line only announces the "$metamorph" abilities that follow (read with their condition).
  [/^metamorph$/, () => undefined],
  // The same for "silent skill" before its "$silent_skill" ability, and "wave striker" before "$wave_striker".
  [/^silent skill$/, () => undefined],
  [/^wave striker$/, (d) => (d.waveStriker = true)],
];

/**
 * The engine moves a creature from the battle zone to the graveyard only by destroying it, so
 * "would be put into your graveyard from the battle zone" reads as "would be destroyed".
 */
const DESTROYED_INSTEAD =
  /^when this creature would be (?:destroyed|put into your graveyard from the battle zone), (you may )?(?:return it to your hand|put it into your (hand|mana zone)|add it to your shields face down) instead$/;

interface TriggerForm {
  re: RegExp;
  trigger: DmTrigger;
  /** Whose creatures an observer watches; null when the watched kind can't be read. */
  watch?: (m: RegExpExecArray) => { side: Side; other: boolean; kind?: DmCount } | null;
  eachTurn?: boolean;
  label: string;
  /** A second event the same ability triggers on ("summons a creature or casts a spell"). */
  also?: DmTrigger;
  /** Creatures of these civilizations may tap to use this tap ability. */
  tapBy?: (m: RegExpExecArray) => Civilization[];
  /** The body runs only under a condition the trigger's words add ("attacks a creature"). */
  wrap?: (m: RegExpExecArray, ops: DmOp[]) => DmOp[];
}

const PLAYERS: Record<string, Side> = { "a player": "any", "your opponent": "opponent", you: "you" };

function watchOf(whose: string | undefined, other: string | undefined): { side: Side; other: boolean } {
  const side: Side = whose === "your opponent's" ? "opponent" : whose === "your" ? "you" : "any";
  return { side, other: other !== undefined };
}

const TRIGGERS: TriggerForm[] = [
  {
    // Also the printed variants "when this creature is put into battle zone" and "when you put this card ...".
    re: /^when(?:ever)? (?:you put this (?:creature|card)(?: is put)?|this creature is put) into (?:the )?battle zone, /,
    trigger: "onEnter",
    label: "When put into the battle zone",
  },
  {
    re: /^when(?:ever)? this creature is (?:destroyed|put into your graveyard from the battle zone), /,
    trigger: "onDestroyed",
    label: "When destroyed",
  },
  { re: /^whenever this creature attacks, /, trigger: "onAttack", label: "Whenever it attacks" },
  {
    re: /^whenever this creature attacks a creature(?: that has power (\d+) or more)?, /,
    trigger: "onAttack",
    label: "Whenever it attacks a creature",
    wrap: (m, then) => [
      {
        op: "ifCount",
        count: {
          zone: "battle",
          side: "opponent",
          attackedBySelf: true,
          ...(m[1] ? { minPower: Number(m[1]) } : {}),
        },
        min: 1,
        then,
        what: m[1] ? `it attacks a creature that has power ${m[1]} or more` : "it attacks a creature",
      },
    ],
  },
  { re: /^whenever this creature blocks, /, trigger: "onBlock", label: "Whenever it blocks" },
  { re: /^whenever this creature is attacked, /, trigger: "onAttacked", label: "Whenever it is attacked" },
  {
    re: /^whenever this creature (?:becomes|is) blocked, /,
    trigger: "onBlocked",
    label: "Whenever it becomes blocked",
  },
  {
    re: /^whenever this creature (?:is attacking your opponent|attacks your opponent) and isn't blocked, /,
    trigger: "onUnblocked",
    label: "Whenever it attacks the opponent and isn't blocked",
  },
  {
    re: /^when(?:ever)? this creature wins a battle, /,
    trigger: "onWinBattle",
    label: "When it wins a battle",
  },
  {
    re: /^at the end of (?:your turn|each of your turns), /,
    trigger: "endOfTurn",
    label: "At the end of your turn",
  },
  {
    re: /^at the end of each turn, /,
    trigger: "endOfTurn",
    eachTurn: true,
    label: "At the end of each turn",
  },
  {
    re: /^at the start of (?:your turn|each of your turns), /,
    trigger: "startOfTurn",
    label: "At the start of your turn",
  },
  {
    re: /^whenever (?:(a|another)|one of (your|your opponent's) (other )?) ?creatures? (?:in the battle zone )?is destroyed, /,
    trigger: "anyDestroyed",
    watch: (m) => watchOf(m[2], m[1] === "another" ? "other" : m[3]),
    label: "Whenever a creature is destroyed",
  },
  {
    re: /^when(?:ever)? (?:another creature is put|you put another creature|your opponent puts a creature) into (?:the )?battle zone, /,
    trigger: "anyEnters",
    watch: (m) =>
      m[0].includes("your opponent")
        ? { side: "opponent", other: true }
        : m[0].includes("you put")
          ? { side: "you", other: true }
          : { side: "any", other: true },
    label: "Whenever another creature is put into the battle zone",
  },
  {
    re: /^whenever (?:one|any) of (your opponent's|your) (.+?) attacks, /,
    trigger: "anyAttacks",
    watch: (m) => {
      const side: Side = m[1] === "your" ? "you" : "opponent";
      const kind = readCount(m[2]!, side);
      if (!kind || kind.zone !== "battle") return null;
      return { side, other: kind.other === true, kind: { ...kind, side } };
    },
    label: "Whenever one of the creatures it watches attacks",
  },
  {
    re: /^whenever (a player|your opponent|you) casts? an? (?:((?:light|water|darkness|fire|nature)(?: or (?:light|water|darkness|fire|nature))*) )?spell, /,
    trigger: "anyCast",
    watch: (m) => ({
      side: PLAYERS[m[1]!]!,
      other: false,
      ...(m[2]
        ? { kind: { zone: "battle" as const, side: PLAYERS[m[1]!]!, civilizations: civList(m[2]) } }
        : {}),
    }),
    label: "Whenever a spell is cast",
  },
  {
    re: /^whenever (your opponent|you) summons? a creature or casts? a spell, /,
    trigger: "anySummon",
    also: "anyCast",
    watch: (m) => ({ side: PLAYERS[m[1]!]!, other: false }),
    label: "Whenever a creature is summoned or a spell is cast",
  },
  {
    re: /^whenever (your opponent|you) uses? the "shield trigger" ability of one of (?:his|your) shields, /,
    trigger: "anyShieldTrigger",
    watch: (m) => ({ side: PLAYERS[m[1]!]!, other: false }),
    label: "Whenever a Shield Trigger is used",
  },
  {
    re: /^whenever you put (a|an|another) (.+?) into the battle zone, /,
    trigger: "anyEnters",
    watch: (m) => {
      const kind = readCount(m[2]!, "you");
      if (!kind || kind.zone !== "battle") return null;
      return { side: "you", other: m[1] === "another", kind: { ...kind, side: "you" } };
    },
    label: "Whenever you put such a creature into the battle zone",
  },
  { re: /^\$tap(?:_ability)? /, trigger: "tap", label: "Tap ability" },
  { re: /^(?:silent skill : |\$silent_skill )/, trigger: "silentSkill", label: "Silent skill" },
  {
    re: /^each of your ((?:light|water|darkness|fire|nature)(?:,? (?:or|and) (?:light|water|darkness|fire|nature))*) creatures may tap instead of attacking to use this creature's ability : /,
    trigger: "tap",
    label: "Tap ability any of its civilizations' creatures may use",
    tapBy: (m) => civList(m[1]!),
  },
];

/** Lower case, reminder text and card symbols normalized, curly quotes straight. */
export function normalize(text: string): string {
  return (
    text
      .replace(/[‘’]/g, "'")
      .replace(/\s*\([^)]*\)/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase()
      // Misprints in the printed English text.
      .replace(/\byour may\b/g, "you may")
      .replace(/\byou opponent\b/g, "your opponent")
      // A sentence that ends inside quotes: 'has "blocker." then ...'.
      .replace(/\."(?= )/g, '".')
  );
}

/** Splits a line into sentences, keeping "Choose X. That creature ..." together. */
function sentences(line: string): string[] {
  const parts = line
    .split(/(?<=[.!])\s+/)
    .map((p) => p.replace(/\s*\.$/, "").trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const p of parts) {
    if (/^(that creature|then,?|it|they) /.test(p) && out.length > 0) out[out.length - 1] += `. ${p}`;
    else if (/^you may take /.test(p) && out.at(-1)?.endsWith("search your deck"))
      out[out.length - 1] += `. ${p}`;
    else if (continuesDig(out.at(-1), p)) out[out.length - 1] += `. ${p}`;
    else if (out.at(-1)?.endsWith("choose a race")) out[out.length - 1] += `. ${p}`;
    else if (/^if you do, /.test(p) && out.length > 0) out[out.length - 1] += `. ${p}`;
    else if (/^they can't cost less than \d+$/.test(p) && out.length > 0) out[out.length - 1] += `. ${p}`;
    else if (/^if there's a tie, you choose from among the tied creatures$/.test(p) && out.length > 0)
      out[out.length - 1] += `. ${p}`;
    // ": <ability>" after the sentence that says who may tap for it, or after a keyword that conditions it.
    else if (/^: /.test(p) && / to use this creature's ability$/.test(out.at(-1) ?? ""))
      out[out.length - 1] += ` ${p}`;
    else if (/^: /.test(p) && /^(wave striker|turbo rush|metamorph) : /.test(out.at(-1) ?? ""))
      out.push(`${/^([a-z ]+) : /.exec(out.at(-1)!)![1]} ${p}`);
    else if (/^your opponent discards that card$/.test(p) && out.at(-1)?.endsWith("choose a card from it"))
      out[out.length - 1] += `. ${p}`;
    else out.push(p);
  }
  return out;
}

const IF_HAVE =
  /^if (you have|your opponent has) (no|a|an|at least (?:one|\d+)|\d+ or more|\d+ or fewer) (.+?), (.+)$/;

/** "If you have a Bubble Lamp in your graveyard, ...": a card named by its name (names may hold commas). */
const IF_NAMED = /^if you have an? (.+?) in your (graveyard|mana zone|hand), (.+)$/;

/** "If you have a light creature in the battle zone, ...", "if this is your only creature ...". */
function readIfCount(text: string): { op: Extract<DmOp, { op: "ifCount" }>; rest: string } | null {
  const more =
    /^if your opponent has more cards in his (mana zone|hand|graveyard) than you (?:have in yours|do), (.+)$/.exec(
      text,
    );
  if (more) {
    const zone = more[1] === "mana zone" ? "mana" : (more[1] as "hand" | "graveyard");
    return {
      op: {
        op: "ifCount",
        count: { zone, side: "opponent" },
        moreThan: { zone, side: "you" },
        then: [],
        what: `the opponent has more cards in the ${more[1]} than its controller`,
      },
      rest: more[2]!,
    };
  }
  const broke = /^if this creature broke any shields (?:that|this) turn, (.+)$/.exec(text);
  if (broke)
    return {
      op: {
        op: "ifCount",
        count: { zone: "shieldBreakers", side: "you", self: true },
        min: 1,
        then: [],
        what: "this creature broke shields this turn",
      },
      rest: broke[1]!,
    };
  const only = /^if this is your only creature in the battle zone, (.+)$/.exec(text);
  if (only)
    return {
      op: {
        op: "ifCount",
        count: { zone: "battle", side: "you", other: true },
        max: 0,
        then: [],
        what: "this is its controller's only creature",
      },
      rest: only[1]!,
    };
  const named = IF_NAMED.exec(text);
  if (named && !readCount(`${named[1]} in your ${named[2]}`, "you")) {
    const zone = named[2] === "mana zone" ? "mana" : (named[2] as "graveyard" | "hand");
    return {
      op: {
        op: "ifCount",
        count: { zone, side: "you", name: named[1]! },
        min: 1,
        then: [],
        what: `its controller has a ${named[1]} in the ${named[2]}`,
      },
      rest: named[3]!,
    };
  }
  const m = IF_HAVE.exec(text);
  if (!m || /shields?$/.test(m[3]!)) return null;
  const side: Side = m[1] === "you have" ? "you" : "opponent";
  const count = readCount(m[3]!, side);
  if (!count) return null;
  const q = m[2]!;
  const n = Number(/\d+/.exec(q)?.[0] ?? 1);
  const bounds = q === "no" ? { max: 0 } : q.endsWith("or fewer") ? { max: n } : { min: n };
  const who = side === "you" ? "its controller has" : "the opponent has";
  return {
    op: { op: "ifCount", count: { ...count, side }, ...bounds, then: [], what: `${who} ${q} ${m[3]}` },
    rest: m[4]!,
  };
}

/** The body of an ability (after its trigger), as operations. */
function readBody(body: string): { ops: DmOp[]; optional: boolean } | null {
  let optional = false;
  let text = body.trim();
  if (text.startsWith("you may ")) {
    optional = true;
    text = text.slice(8);
  }
  const cond = /^if (you have|your opponent has) (\d+) or (more|fewer) shields, (.+)$/.exec(text);
  if (cond) {
    const inner = readBody(cond[4]!.replace(/^he /, "your opponent "));
    if (!inner) return null;
    const n = Number(cond[2]);
    const side = cond[1] === "you have" ? "you" : "opponent";
    const who = side === "you" ? "its controller has" : "the opponent has";
    const op: DmOp = {
      op: "ifCount",
      count: { zone: "shield", side },
      ...(cond[3] === "more" ? { min: n } : { max: n }),
      then: inner.ops,
      what: `${who} ${n} or ${cond[3]} shields`,
    };
    return { ops: [op], optional: inner.optional };
  }
  const done = /^(.+?)\. if you do, (.+)$/.exec(text);
  // A reveal that takes "one of them" reads as one operation, its "if you do" included.
  if (done && !readEffect(text)) {
    const first = readBody(done[1]!);
    const then = readBody(done[2]!);
    if (!first || !then || first.optional || then.optional) return null;
    return { ops: [{ op: "ifDone", first: first.ops, then: then.ops, ask: optional }], optional: false };
  }
  const race = /^choose a race\. (.+)$/.exec(text);
  if (race) {
    const inner = readBody(race[1]!);
    if (!inner || inner.optional || !JSON.stringify(inner.ops).includes(CHOSEN_RACE)) return null;
    return { ops: [{ op: "chooseRace", then: inner.ops }], optional };
  }
  const counted = readIfCount(text);
  if (counted) {
    const inner = readBody(counted.rest.replace(/^he /, "your opponent "));
    if (!inner) return null;
    return { ops: [{ ...counted.op, then: inner.ops }], optional: inner.optional };
  }
  const ops: DmOp[] = [];
  for (const raw of text.split(/\. then,? /)) {
    const piece = raw.replace(/^he /, "your opponent ");
    const choose = /^choose (.+?)\. that creature (gets? .+)$/.exec(piece);
    const read = readEffect(choose ? `${choose[1]} ${choose[2]}` : piece);
    if (!read) return null;
    ops.push(...read);
  }
  return { ops, optional };
}

function keywordsOf(def: DmCardDef, sentence: string): boolean {
  const words = sentence.split(/,\s*/);
  const applied: (() => void)[] = [];
  for (const w of words) {
    const hit = KEYWORDS.find(([re]) => re.test(w.trim()));
    if (!hit) return false;
    const m = hit[0].exec(w.trim())!;
    applied.push(() => hit[1](def, m));
  }
  applied.forEach((f) => f());
  return true;
}

/** Reads a card's text into `def`; returns what it could not read or run. */
export function compileDmText(text: string, def: DmCardDef): DmCompiled {
  const unread: string[] = [];
  const notExecutable: string[] = [];
  // A "$keyword" ability starts its own line even when the text runs on ("silent skill $silent_skill ...").
  const lines = text
    .split(/\n/)
    .map(normalize)
    .flatMap((l) => l.split(/(?<=^(?:silent skill|wave striker|metamorph)) (?=\$[a-z_]+ )/))
    .filter(Boolean);
  const units = lines.flatMap(sentences);
  for (const unit of units) {
    const cond = CONDITIONAL.find((c) => c.re.test(unit));
    if (cond) {
      cond.mark?.(def);
      readConditional(def, unit, cond.re.exec(unit)![1]!, cond.when, unread, notExecutable);
    } else if (CROSSED.test(unit)) readCrossed(def, unit, unread, notExecutable, readUnit);
    else if (SURVIVOR.test(unit)) readSurvivor(def, unit, unread, notExecutable, readUnit);
    else readUnit(def, unit, unread, notExecutable);
  }
  return { unread, notExecutable };
}

/** One sentence (or joined sentences) of a card's text, read into `def`. */
function readUnit(def: DmCardDef, unit: string, unread: string[], _notExecutable: string[]): void {
  // Only a Cross Gear can be generated and crossed by its Shield Trigger.
  if (unit === "shield trigger cross" && def.type !== "Cross Gear") return void unread.push(unit);
  if (keywordsOf(def, unit)) return;
  const filtered = FILTERED.find(([re]) => re.test(unit));
  if (filtered) {
    filtered[1](def, filtered[0].exec(unit)!);
    return;
  }
  // Moving a shield to the hand is not breaking it, so its Shield Trigger never comes up.
  if (
    unit === `you can't use the "shield trigger" ability of that shield` &&
    def.abilities.length + def.spell.length > 0
  )
    return;
  const restriction = RESTRICTIONS[unit];
  if (restriction) {
    def.restrictions.push(restriction);
    return;
  }
  // The sentence that introduces a tap ability: the "$tap" sentence carries the ability itself.
  if (/^instead of having this creature attack, you may tap it to use its \$tap ability$/.test(unit)) return;
  // A Cross Gear's tap ability is used by tapping the creature crossed with it (tap-for.ts).
  if (
    def.type === "Cross Gear" &&
    /^instead of having the crossed creature attack, you may tap it to use this tap ability$/.test(unit)
  )
    return;
  const instead = DESTROYED_INSTEAD.exec(unit);
  if (instead) {
    def.destroyedInstead = instead[2] === "mana zone" ? "mana" : unit.includes("shields") ? "shield" : "hand";
    if (instead[1]) def.destroyedInsteadOptional = true;
    return;
  }
  const costs = readCostMods(unit);
  if (costs) {
    (def.costMods ??= []).push(...costs);
    return;
  }
  const statics = readStatics(unit) ?? readGroupStatics(unit) ?? readSelfStatics(unit);
  if (statics) {
    if (statics.power.length) (def.powerStatics ??= []).push(...statics.power);
    if (statics.keywords.length) (def.keywordStatics ??= []).push(...statics.keywords);
    if (statics.restrictions?.length) (def.restrictionsWhile ??= []).push(...statics.restrictions);
    return;
  }
  const form = TRIGGERS.find((t) => t.re.test(unit));
  if (form) {
    const m = form.re.exec(unit)!;
    const body = readBody(unit.slice(m[0].length));
    if (!body) {
      unread.push(unit);
      return;
    }
    const ability: DmAbility = {
      id: `${def.code}/${def.abilities.length + 1}`,
      label: `${form.label}: ${unit.slice(m[0].length)}`,
      trigger: form.trigger,
      optional: body.optional,
      ops: form.wrap ? form.wrap(m, body.ops) : body.ops,
    };
    if (form.watch) {
      const watch = form.watch(m);
      if (!watch) {
        unread.push(unit);
        return;
      }
      ability.watch = watch;
    }
    if (form.eachTurn) ability.eachTurn = true;
    if (form.tapBy) ability.tapBy = form.tapBy(m);
    def.abilities.push(ability);
    if (form.also)
      def.abilities.push({ ...ability, id: `${def.code}/${def.abilities.length + 1}`, trigger: form.also });
    return;
  }
  if (def.type === "Spell") {
    const body = readBody(unit.replace(/^when you cast this spell, /, ""));
    if (body) {
      // "You may ..." in a spell: its player may decline it.
      def.spell.push(
        ...(body.optional ? [{ op: "ifDone" as const, first: body.ops, then: [], ask: true }] : body.ops),
      );
      return;
    }
  }
  unread.push(unit);
}

type Condition = NonNullable<DmAbility["when"]>;

/** Wave Striker: the ability exists while 2 or more other creatures in the battle zone have Wave Striker. */
const WAVE_STRIKERS: Condition = {
  count: { zone: "battle", side: "any", other: true, waveStriker: true },
  min: 2,
};

/** Metamorph: the ability exists while its controller has 7 or more cards in the mana zone. */
const METAMORPH: Condition = { count: { zone: "mana", side: "you" }, min: 7 };

/** Turbo rush: the ability exists once another creature of its controller broke shields this turn. */
const TURBO_RUSH: Condition = { count: { zone: "shieldBreakers", side: "you", other: true }, min: 1 };

/** Keywords that put a condition on the ability they introduce. */
const CONDITIONAL: { re: RegExp; when: Condition; mark?: (d: DmCardDef) => void }[] = [
  { re: /^turbo rush : (.+)$/, when: TURBO_RUSH },
  {
    re: /^(?:wave striker : |\$wave_striker )(.+)$/,
    when: WAVE_STRIKERS,
    mark: (d) => (d.waveStriker = true),
  },
  { re: /^\$metamorph (.+)$/, when: METAMORPH },
];

/**
 * An ability under a condition: read on a blank card, then kept only if it is made of
 * abilities and static bonuses the condition can be put on; anything else (a flag on the
 * card) stays unread.
 */
function readConditional(
  def: DmCardDef,
  unit: string,
  text: string,
  when: Condition,
  unread: string[],
  notExecutable: string[],
): void {
  const blank = (): DmCardDef =>
    dmCard({ code: def.code, name: def.name, type: def.type, civilizations: [] });
  const scratch = blank();
  const u: string[] = [];
  readUnit(scratch, text, u, notExecutable);
  const { abilities, powerStatics, keywordStatics, restrictions, ...flagged } = scratch;
  const { abilities: _a, powerStatics: _p, keywordStatics: _k, restrictions: _r, ...plain } = blank();
  // Keywords and restrictions of the card itself become ones that hold only under the condition.
  const { grant, rest } = keywordsAsGrant(flagged, plain);
  // A leave-the-zone trigger would need the condition as it was before leaving (not kept).
  const leaves = abilities.some((a) => a.trigger === "onDestroyed");
  if (u.length || leaves || Object.keys(rest).length > 0) {
    unread.push(unit);
    return;
  }
  for (const a of abilities)
    def.abilities.push({ ...a, id: `${def.code}/${def.abilities.length + 1}`, when });
  for (const p of powerStatics ?? []) (def.powerStatics ??= []).push({ ...p, when });
  for (const k of keywordStatics ?? []) (def.keywordStatics ??= []).push({ ...k, when });
  if (Object.keys(grant).length) (def.keywordStatics ??= []).push({ grant, when });
  for (const restriction of restrictions) (def.restrictionsWhile ??= []).push({ restriction, when });
}

/** The keywords a card read on a blank card got, as a grant, and what else it got. */
function keywordsAsGrant(
  read: Partial<DmCardDef>,
  plain: Partial<DmCardDef>,
): { grant: DmGrant; rest: Partial<DmCardDef> } {
  const { blocker, slayer, speedAttacker, powerAttacker, breaker, ...rest } = read;
  const grant: DmGrant = {};
  if (blocker && !plain.blocker) grant.blocker = true;
  if (slayer && !plain.slayer) grant.slayer = true;
  if (speedAttacker && !plain.speedAttacker) grant.speedAttacker = true;
  if (powerAttacker && powerAttacker !== plain.powerAttacker) grant.powerAttacker = powerAttacker;
  if (breaker && breaker !== plain.breaker) grant.breaker = breaker;
  const {
    blocker: _b,
    slayer: _s,
    speedAttacker: _sa,
    powerAttacker: _pa,
    breaker: _br,
    ...plainRest
  } = plain;
  return { grant, rest: JSON.stringify(rest) === JSON.stringify(plainRest) ? {} : rest };
}
