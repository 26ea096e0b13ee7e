/**
 * Duel Masters card definitions: the shape every card has in the engine, and the generic set
 * the project defines for its scenarios (codes GDM-...). Generic cards are the project's own
 * inventions: plain numbers and a few simple abilities, enough to set up every state-based
 * action (703.4a-l) without bringing in a real card's text.
 */

export type Civilization = "Light" | "Water" | "Darkness" | "Fire" | "Nature";

/**
 * Card types the state-based actions need to tell apart. "Psychic Cell" and "Dragheart Cell"
 * are the parts that link into one creature; "Unknown" is a card the board only counts.
 */
export type DmCardType =
  "Creature" | "Spell" | "Cross Gear" | "Castle" | "D2 Field" | "Psychic Cell" | "Dragheart Cell" | "Unknown";

export type Side = "you" | "opponent" | "any";

/** Which objects in the battle zone an operation may choose. */
export interface Target {
  side: Side;
  /** How many: a number (the player chooses that many, or all when fewer), or every one. */
  count: number | "all";
  /** "up to N": the player may choose fewer, even none. */
  upTo?: boolean;
  /** Only evolution creatures; only linked objects (Gods or cells); only Gods. */
  only?: "evolution" | "non-evolution" | "linked-cells" | "linked-god" | "god";
  maxPower?: number;
  minPower?: number;
  tapped?: boolean;
  civilizations?: Civilization[];
  /** The creature the ability belongs to ("this creature"). */
  self?: boolean;
  /** Every creature except the one the ability belongs to ("other"). */
  other?: boolean;
  /** Only creatures that have "blocker" (true), or only those that don't (false). */
  blocker?: boolean;
  /** Not creatures of these civilizations ("all creatures except darkness creatures"). */
  exceptCivilizations?: Civilization[];
  /** The opponent of the effect's controller makes the choice ("your opponent chooses ..."). */
  chooser?: "opponent";
  /** Only creatures of this race (CHOSEN_RACE: the race the effect had its player choose). */
  race?: string;
  /** Only the creatures with the least power among those otherwise allowed (a tie is the chooser's pick). */
  leastPower?: boolean;
  /** Only creatures with less power than the one whose ability it is ("that has less power than it"). */
  lessPowerThanSelf?: boolean;
  /** Only creatures whose cost is within these bounds ("that costs 4 or less"). */
  maxCost?: number;
  minCost?: number;
}

/** Stands for "that race" in the operations of a "choose a race" effect until the race is chosen. */
export const CHOSEN_RACE = "(the chosen race)";

/** Which cards of a zone an operation may take. */
export interface CardFilter {
  type?: "Creature" | "Spell" | "Cross Gear";
  /** Only tapped (or untapped) cards of the mana zone. */
  tapped?: boolean;
  civilizations?: Civilization[];
  race?: string;
  maxCost?: number;
  minCost?: number;
  /** Only cards of two or more civilizations. */
  multicolored?: boolean;
  /** Only evolution creatures; only cards that have "blocker". */
  evolution?: boolean;
  blocker?: boolean;
}

export type Zone = "hand" | "mana" | "graveyard" | "deck" | "shield";

/**
 * Things a static ability counts or looks for, seen from the controller of the creature that
 * has it: creatures in the battle zone, or cards of a zone.
 */
export interface DmCount {
  /** "shieldBreakers": the creatures that broke shields this turn, even those that have left since. */
  zone: "battle" | Exclude<Zone, "deck"> | "shieldBreakers";
  side: Side;
  /** Not the creature that has the ability. */
  other?: boolean;
  tapped?: boolean;
  /** Any of these civilizations. */
  civilizations?: Civilization[];
  /** Cards that are not of this civilization ("all the cards in your mana zone are water cards": none lacking water). */
  lacking?: Civilization;
  /** Any of these races (matched by words, so "dragon" finds "Armored Dragon"). */
  races?: string[];
  /** Cards of a zone: only creatures or only spells. */
  type?: "Creature" | "Spell";
  /** Only creatures that have Wave Striker. */
  waveStriker?: boolean;
  /** Only the creature the Cross Gear that has the ability is crossed with. */
  crossed?: boolean;
  /** Cards of a zone with this name (lower case): "if you have a Bubble Lamp in your graveyard". */
  name?: string;
  /** Only the creature that has the ability ("if this creature broke any shields that turn"). */
  self?: boolean;
  /** Counts the civilizations among the matches, not the matches ("for each civilization in your mana zone"). */
  civilizationsAmong?: boolean;
  /** Only the creature the one that has the ability is attacking now. */
  attackedBySelf?: boolean;
  /** Only creatures with at least this much power. */
  minPower?: number;
}

/** Keywords a static ability gives ("has \"blocker\"", "has \"power attacker +2000\""). */
export interface DmGrant {
  blocker?: boolean;
  slayer?: boolean;
  speedAttacker?: boolean;
  powerAttacker?: number;
  /** Shields its attack breaks (2 for double breaker, 3 for triple). */
  breaker?: number;
  /** "Breaks one more shield": added to whatever it breaks. */
  moreBreaks?: number;
  /** "This creature can't be blocked", given by another card or for the turn. */
  unblockable?: boolean;
  /** "This creature can attack untapped creatures", given by another card or for the turn. */
  attacksUntapped?: boolean;
}

/** Keywords that apply while the card is in the battle zone, to itself or to others. */
export interface DmKeywordStatic {
  grant: DmGrant;
  when?: DmPowerStatic["when"];
  to?: DmCount;
}

/** A power change that applies while the card is in the battle zone (not for the turn). */
export interface DmPowerStatic {
  amount: number;
  /** The amount is given once for each match ("for each ..."); absent: once. */
  per?: DmCount;
  /** Only while the creature attacks. */
  whileAttacking?: boolean;
  /** Only while the number of matches is within bounds ("while you have no shields"). */
  when?: { count: DmCount; min?: number; max?: number };
  /** Given to other creatures that match rather than to itself ("each of your other ... gets"). */
  to?: DmCount;
  /** Only while the creature blocks. */
  whileBlocking?: boolean;
  /** Only while it battles a creature of this kind ("while battling a fire creature"). */
  whileBattling?: DmCount;
  /** Only during its controller's turn, or the opponent's ("during your opponent's turn, ..."). */
  duringTurn?: "yours" | "opponent's";
}

export type DmOp =
  /** `per`: draw `n` for each match ("draw a card for each of your other water creatures"). */
  | { op: "draw"; n: number; upTo?: boolean; per?: DmCount; who?: "opponent" }
  /** Power change until the end of the turn. */
  | { op: "power"; amount: number; target: Target }
  /** Keywords given until the end of the turn. */
  | { op: "grant"; grant: DmGrant; target: Target }
  | { op: "destroy"; target: Target }
  | { op: "tap"; target: Target }
  | { op: "untap"; target: Target }
  /** Creatures go back to their owners' hands. */
  | { op: "bounce"; target: Target }
  /** Creatures go into their owners' mana zones. */
  | { op: "toMana"; target: Target }
  /** Creatures are put into their owners' shield zones face down. */
  | { op: "toShield"; target: Target }
  /** Creatures are put on top of their owners' decks. */
  | { op: "toDeckTop"; target: Target }
  /** Cards move between a player's zones: top of the deck, chosen from mana, graveyard or hand. */
  | {
      op: "move";
      from: Zone;
      to: Zone;
      n: number;
      upTo?: boolean;
      side: "you" | "opponent";
      filter?: CardFilter;
      /** Every card of the zone ("discard your hand"), whatever `n` says. */
      all?: boolean;
      /** Who picks the cards, when it is not the usual player (the owner picks from a hand). */
      chooser?: "you" | "opponent";
    }
  /** A player discards cards at random. */
  | { op: "discardRandom"; side: "you" | "opponent"; n: number; per?: DmCount }
  /** Cards are put into the battle zone from a zone (put onto the field, not summoned). */
  | { op: "putIntoBattle"; from: Zone; n: number; upTo?: boolean; filter?: CardFilter }
  /** Only the top card of an evolution creature goes back to its owner's hand (703.4h). */
  | { op: "returnTop"; target: Target }
  /** One card of a linked Psychic or Dragheart creature goes back to the hyperspatial zone. */
  | { op: "returnPart"; target: Target }
  /** A God loses its link ability until the end of the turn (703.4e). */
  | { op: "loseLink"; target: Target }
  /** The top card of your deck is put into the battle zone, whatever it is (703.4i). */
  | { op: "topOfDeckToBattle" }
  /** You search your deck for a card (of a kind), put it into your hand, and shuffle. */
  | { op: "search"; filter?: CardFilter; to?: "mana" }
  /** The creature whose ability it is breaks shields of its controller's opponent, as an attack would. */
  | { op: "breakShields"; n: number }
  /** A player looks at hidden cards; nothing moves (the breakdown says so). */
  | { op: "look"; what: string }
  /** Until the end of the turn, its player's creatures (of a race) go to the hand or mana zone instead of being destroyed. */
  | { op: "destroyedInsteadThisTurn"; to: "hand" | "mana"; race?: string }
  /** "Destroy any number of your opponent's creatures that have total power N or less." */
  | { op: "destroyTotal"; side: "you" | "opponent"; maxTotal: number }
  /**
   * "(You may) X. If you do, Y": Y runs only if X changed something; `ask`: its player may
   * decline X (and so Y).
   */
  | { op: "ifDone"; first: DmOp[]; then: DmOp[]; ask: boolean }
  /** Its player chooses a race; `then` runs with that race where it says CHOSEN_RACE. */
  | { op: "chooseRace"; then: DmOp[] }
  /**
   * The top `n` cards of the deck are looked at (revealed); one, or all, that fit go to the
   * hand, the rest to the bottom of the deck or the graveyard.
   */
  | {
      op: "dig";
      n: number;
      reveal: boolean;
      take: 1 | "all";
      filter?: CardFilter;
      rest: "bottom" | "graveyard";
    }
  /** The rest of the effect happens only if the count is within bounds ("if you have a light creature ..."). */
  | {
      op: "ifCount";
      count: DmCount;
      min?: number;
      max?: number;
      /** The count must be greater than this other count ("more cards in his mana zone than you have in yours"). */
      moreThan?: DmCount;
      then: DmOp[];
      what: string;
    };
/** The rest of the effect happens only if a player has that many shields. */

/**
 * What makes an ability trigger. Observer triggers watch other creatures: "anyDestroyed"
 * (whenever a creature is destroyed), "anyEnters" (whenever another creature is put into the
 * battle zone), each with the side it watches. "tap" is the tap ability a creature uses
 * instead of attacking.
 */
export type DmTrigger =
  | "onEnter"
  | "onDestroyed"
  | "onAttack"
  | "onBlock"
  /** Silent skill: it stayed tapped in its controller's untap step to use this at the start of the turn. */
  | "silentSkill"
  /** This creature is attacked. */
  | "onAttacked"
  /** This creature became blocked. */
  | "onBlocked"
  /** This creature is attacking the opponent and isn't blocked. */
  | "onUnblocked"
  | "onWinBattle"
  | "endOfTurn"
  | "startOfTurn"
  | "anyDestroyed"
  | "anyEnters"
  /** Whenever one of the watched creatures attacks. */
  | "anyAttacks"
  /** Whenever a watched player casts a spell (of the civilizations `watch.kind` names, if any). */
  | "anyCast"
  /** Whenever a watched player summons a creature. */
  | "anySummon"
  /** Whenever a watched player uses the Shield Trigger of one of their shields. */
  | "anyShieldTrigger"
  | "tap";

export interface DmAbility {
  id: string;
  /** Short label shown in the trace, in the project's words. */
  label: string;
  trigger: DmTrigger;
  optional: boolean;
  ops: DmOp[];
  /** For observer triggers: whose creatures it watches, and whether its own creature counts. */
  watch?: { side: Side; other: boolean; kind?: DmCount };
  /** "At the end of each turn" rather than "of your turn". */
  eachTurn?: boolean;
  /** The ability exists only while this holds (Wave Striker); checked when it would trigger. */
  when?: DmPowerStatic["when"];
  /** A Cross Gear's ability about the creature crossed with it ("whenever the crossed creature attacks"). */
  ofCrossed?: boolean;
  /** A Survivor ability: every Survivor of its controller has it (survivors.ts). */
  shared?: boolean;
  /** A tap ability its controller's creatures of these civilizations may tap for ("each of your light creatures may tap ..."). */
  tapBy?: Civilization[];
}

/** A change to what cards cost to summon, cast or generate while its creature is in the battle zone (costs.ts). */
export interface DmCostMod {
  kind: "Creature" | "Spell" | "Cross Gear";
  /** Whose cards: its controller's, the opponent's, or everyone's. */
  side: Side;
  civilizations?: Civilization[];
  /** Cards that are not of this civilization ("non-darkness creatures"). */
  notCivilization?: Civilization;
  race?: string;
  /** More (positive) or less (negative). */
  amount: number;
  /** "They can't cost less than N." */
  floor?: number;
}

/** Restrictions and permissions on attacking and blocking, checked when an attack is declared. */
export type DmRestriction =
  | "cantAttack"
  | "cantAttackPlayers"
  | "cantAttackCreatures"
  | "cantBeBlocked"
  | "cantBeAttacked"
  | "canAttackUntapped";

/** A God's link ability: the codes of the Gods it links with on its left and on its right. */
export interface GodLink {
  left: string[];
  right: string[];
}

export interface DmCardDef {
  code: string;
  name: string;
  type: DmCardType;
  civilizations: Civilization[];
  races: string[];
  power?: number;
  cost?: number;
  evolution: boolean;
  shieldTrigger: boolean;
  blocker: boolean;
  /** How many shields an attack breaks (1, or 2 for a double breaker...). */
  breaker: number;
  /** "While this creature has power N or more, it has double (triple) breaker." */
  breakerFrom?: { power: number; breaker: number };
  /** Destroys the creature it battles, after the battle. */
  slayer: boolean;
  /** A spell that goes to the mana zone instead of the graveyard after it is cast. */
  charger: boolean;
  /** Power added while it attacks (Power Attacker +N). */
  powerAttacker: number;
  /** Not affected by summoning sickness. */
  speedAttacker: boolean;
  /** The race an evolution creature is put on, when its text names one. */
  evolvesFrom?: string;
  restrictions: DmRestriction[];
  /** Restrictions that apply only while a condition holds ("while your opponent has no shields, this creature can't attack"). */
  restrictionsWhile?: { restriction: DmRestriction; when: NonNullable<DmPowerStatic["when"]> }[];
  /** A Cross Gear's restrictions on the creature crossed with it ("the crossed creature can't attack"). */
  crossedRestrictions?: DmRestriction[];
  /** Survivor restrictions: every Survivor of its controller has them ("survivor : this creature can't be blocked"). */
  survivorRestrictions?: DmRestriction[];
  /** "Can't be blocked by creatures that ...": the blockers it refuses. */
  unblockableBy?: { maxPower?: number; minPower?: number; civilizations?: Civilization[] };
  /** "Can attack untapped fire creatures": the civilizations of untapped creatures it may attack. */
  attacksUntapped?: Civilization[];
  /** "Can't be attacked by ... creatures". */
  unattackableBy?: Civilization[];
  /** Stealth: can't be blocked while the opponent has a card of this civilization in the mana zone. */
  stealth?: Civilization;
  /** "Whenever this creature would break a shield, your opponent puts that shield into his graveyard instead." */
  breaksInto?: "graveyard" | "mana";
  /** "When this creature would be discarded from your hand during your opponent's turn, you may put it into the battle zone instead." */
  discardedIntoBattle?: "optional" | "mandatory";
  costMods?: DmCostMod[];
  /** "This creature wins all battles": it never loses one; two such creatures both stay (700.5). */
  winsAllBattles?: boolean;
  /** "This creature attacks each turn if able": its player can't end the turn while it still can (506.1b). */
  attacksIfAble?: boolean;
  /** "This creature blocks if able": it must be the blocker whenever it can block (507.1a). */
  blocksIfAble?: boolean;
  /** "When this creature battles, destroy it after the battle." */
  destroyedAfterBattle?: boolean;
  /** "Whenever your opponent would choose a creature in the battle zone, he can't choose this one." */
  unchoosable?: boolean;
  /** The same, said by a Cross Gear of its crossed creature. */
  crossedUnchoosable?: boolean;
  /** Saver: the races of its controller's creatures it may be destroyed instead of ("all": any). */
  saver?: string[] | "all";
  /** "When one of your shields would be broken, you may destroy this creature instead." */
  shieldSaver?: boolean;
  /** "When this creature would be destroyed, put it into ... instead." */
  destroyedInstead?: "hand" | "mana" | "shield";
  /** "... you may return it to your hand instead": its controller chooses whether it goes there. */
  destroyedInsteadOptional?: boolean;
  /** "Fire and nature blocker", "dragon blocker": it blocks only attackers of these kinds. */
  blockerOnly?: { civilizations?: Civilization[]; races?: string[] };
  /** "Nature and light slayer": its Slayer destroys only creatures of these civilizations. */
  slayerOnly?: Civilization[];
  /** Crew breaker: it breaks one more shield for each creature this counts. */
  crewBreaker?: DmCount;
  /** "Whenever this creature blocks, untap it after it battles." */
  untapsAfterBlocking?: boolean;
  /** "Whenever this creature becomes blocked (blocks), no battle happens": both stay tapped. */
  noBattleWhen?: "blocked" | "blocking";
  /** "Whenever another of your nature creatures would be put into your graveyard from the battle zone, put it into ... instead." */
  othersInstead?: { civilizations?: Civilization[]; to: "hand" | "mana"; optional: boolean };
  /** "You can summon this creature only if you have cast a spell this turn." */
  summonAfterSpell?: boolean;
  /** "While attacking a creature, this creature can't be blocked." */
  unblockableAttackingCreature?: boolean;
  /** Wave Striker: its Wave Striker abilities need two other creatures with Wave Striker. */
  waveStriker?: boolean;
  /** Power bonuses while it is in the battle zone, to itself or to others. */
  powerStatics?: DmPowerStatic[];
  /** Keywords given while it is in the battle zone, to itself or to others. */
  keywordStatics?: DmKeywordStatic[];
  abilities: DmAbility[];
  /** What the card does when it is cast (spells). */
  spell: DmOp[];
  god?: GodLink;
  /** A castle that gives the shield it fortifies "Shield Trigger". */
  castleGrantsTrigger?: boolean;
  /** Text the engine does not execute (imported cards): shown as such, never guessed at. */
  unexecuted: string[];
  origin: "generic" | "imported" | "inline";
}

type Base = Pick<DmCardDef, "code" | "name" | "type" | "civilizations"> & Partial<DmCardDef>;

export function dmCard(def: Base): DmCardDef {
  return {
    races: [],
    evolution: false,
    shieldTrigger: false,
    blocker: false,
    breaker: 1,
    slayer: false,
    charger: false,
    powerAttacker: 0,
    speedAttacker: false,
    restrictions: [],
    abilities: [],
    spell: [],
    unexecuted: [],
    origin: "generic",
    ...def,
  };
}

const oneOpponent: Target = { side: "opponent", count: 1 };

function vanilla(code: string, civ: Civilization, power: number, name: string, races: string[]): DmCardDef {
  return dmCard({ code, name, type: "Creature", civilizations: [civ], power, races });
}

const drawOnDestroyed = (code: string): DmAbility => ({
  id: `${code}/destroyed`,
  label: "When destroyed: draw a card",
  trigger: "onDestroyed",
  optional: false,
  ops: [{ op: "draw", n: 1 }],
});

export const UNKNOWN_DM_CARD = "GDM-000";

export const genericDmCards: DmCardDef[] = [
  dmCard({ code: UNKNOWN_DM_CARD, name: "Unknown card", type: "Unknown", civilizations: [] }),
  vanilla("GDM-001", "Fire", 1000, "Generic Fire Creature 1000", ["Generic"]),
  vanilla("GDM-002", "Light", 2000, "Generic Light Creature 2000", ["Generic"]),
  vanilla("GDM-003", "Nature", 3000, "Generic Nature Creature 3000", ["Generic"]),
  vanilla("GDM-004", "Water", 4000, "Generic Water Creature 4000", ["Generic"]),
  vanilla("GDM-005", "Darkness", 5000, "Generic Darkness Creature 5000", ["Generic"]),
  dmCard({
    code: "GDM-010",
    name: "Farewell Beetle",
    type: "Creature",
    civilizations: ["Nature"],
    power: 2000,
    races: ["Generic"],
    abilities: [drawOnDestroyed("GDM-010")],
  }),
  dmCard({
    code: "GDM-011",
    name: "Grudge Wisp",
    type: "Creature",
    civilizations: ["Darkness"],
    power: 2000,
    races: ["Generic"],
    abilities: [
      {
        id: "GDM-011/destroyed",
        label: "When destroyed: an opponent's creature gets -2000 power",
        trigger: "onDestroyed",
        optional: false,
        ops: [{ op: "power", amount: -2000, target: oneOpponent }],
      },
    ],
  }),
  dmCard({
    code: "GDM-012",
    name: "Welcome Scout",
    type: "Creature",
    civilizations: ["Water"],
    power: 1000,
    races: ["Generic"],
    abilities: [
      {
        id: "GDM-012/enter",
        label: "When put into the battle zone: draw a card",
        trigger: "onEnter",
        optional: false,
        ops: [{ op: "draw", n: 1 }],
      },
    ],
  }),
  dmCard({
    code: "GDM-013",
    name: "Reckless Digger",
    type: "Creature",
    civilizations: ["Fire"],
    power: 3000,
    races: ["Generic"],
    abilities: [
      {
        id: "GDM-013/enter",
        label: "When put into the battle zone: the top card of your deck goes into the battle zone",
        trigger: "onEnter",
        optional: false,
        ops: [{ op: "topOfDeckToBattle" }],
      },
    ],
  }),
  dmCard({
    code: "GDM-014",
    name: "Shield Warden",
    type: "Creature",
    civilizations: ["Light"],
    power: 3000,
    races: ["Generic"],
    blocker: true,
  }),
  dmCard({
    code: "GDM-015",
    name: "Ambush Sprout",
    type: "Creature",
    civilizations: ["Nature"],
    power: 2000,
    races: ["Generic"],
    shieldTrigger: true,
    abilities: [drawOnDestroyed("GDM-015")],
  }),
  dmCard({
    code: "GDM-020",
    name: "Evolved Flame Drake",
    type: "Creature",
    civilizations: ["Fire"],
    power: 6000,
    races: ["Generic"],
    evolution: true,
    breaker: 2,
  }),
  dmCard({
    code: "GDM-021",
    name: "Evolved Forest Beast",
    type: "Creature",
    civilizations: ["Nature"],
    power: 5000,
    races: ["Generic"],
    evolution: true,
    abilities: [drawOnDestroyed("GDM-021")],
  }),
  dmCard({
    code: "GDM-030",
    name: "Dawn Herald",
    type: "Creature",
    civilizations: ["Light"],
    power: 4000,
    races: ["Angel Command"],
  }),
  dmCard({
    code: "GDM-031",
    name: "Dusk Herald",
    type: "Creature",
    civilizations: ["Darkness"],
    power: 5000,
    races: ["Demon Command"],
  }),
  dmCard({
    code: "GDM-040",
    name: "Left God of Tides",
    type: "Creature",
    civilizations: ["Water"],
    power: 3000,
    races: ["God"],
    god: { left: [], right: ["GDM-041"] },
  }),
  dmCard({
    code: "GDM-041",
    name: "Right God of Tides",
    type: "Creature",
    civilizations: ["Water"],
    power: 2000,
    races: ["God"],
    god: { left: ["GDM-040"], right: [] },
    abilities: [drawOnDestroyed("GDM-041")],
  }),
  dmCard({
    code: "GDM-050",
    name: "Psychic Cell of Thunder",
    type: "Psychic Cell",
    civilizations: ["Light"],
    power: 4000,
    races: ["Psychic"],
  }),
  dmCard({
    code: "GDM-051",
    name: "Psychic Cell of Rain",
    type: "Psychic Cell",
    civilizations: ["Water"],
    power: 3000,
    races: ["Psychic"],
  }),
  dmCard({
    code: "GDM-052",
    name: "Dragheart Cell of Embers",
    type: "Dragheart Cell",
    civilizations: ["Fire"],
    power: 3000,
    races: ["Dragheart"],
  }),
  dmCard({
    code: "GDM-053",
    name: "Dragheart Cell of Ash",
    type: "Dragheart Cell",
    civilizations: ["Fire"],
    power: 2000,
    races: ["Dragheart"],
  }),
  dmCard({
    code: "GDM-060",
    name: "Trigger Keep",
    type: "Castle",
    civilizations: ["Light"],
    castleGrantsTrigger: true,
  }),
  dmCard({ code: "GDM-061", name: "Plain Keep", type: "Castle", civilizations: ["Water"] }),
  dmCard({ code: "GDM-070", name: "Storm Plains", type: "D2 Field", civilizations: ["Fire"] }),
  dmCard({ code: "GDM-071", name: "Calm Sea", type: "D2 Field", civilizations: ["Water"] }),
  dmCard({
    code: "GDM-101",
    name: "Wither",
    type: "Spell",
    civilizations: ["Darkness"],
    spell: [{ op: "power", amount: -3000, target: oneOpponent }],
  }),
  dmCard({
    code: "GDM-102",
    name: "Wither and Learn",
    type: "Spell",
    civilizations: ["Darkness"],
    spell: [
      { op: "power", amount: -3000, target: oneOpponent },
      { op: "draw", n: 1 },
    ],
  }),
  dmCard({
    code: "GDM-103",
    name: "Peel Back",
    type: "Spell",
    civilizations: ["Water"],
    spell: [{ op: "returnTop", target: { ...oneOpponent, only: "evolution" } }],
  }),
  dmCard({
    code: "GDM-104",
    name: "Sever the Link",
    type: "Spell",
    civilizations: ["Water"],
    spell: [{ op: "returnPart", target: { ...oneOpponent, only: "linked-cells" } }],
  }),
  dmCard({
    code: "GDM-105",
    name: "Silence the Gods",
    type: "Spell",
    civilizations: ["Light"],
    spell: [{ op: "loseLink", target: { side: "any", count: 1, only: "god" } }],
  }),
  dmCard({
    code: "GDM-106",
    name: "Smite",
    type: "Spell",
    civilizations: ["Darkness"],
    spell: [{ op: "destroy", target: oneOpponent }],
  }),
  dmCard({
    code: "GDM-107",
    name: "Emergency Frost",
    type: "Spell",
    civilizations: ["Water"],
    shieldTrigger: true,
    spell: [{ op: "power", amount: -4000, target: oneOpponent }],
  }),
  dmCard({
    code: "GDM-108",
    name: "Quick Study",
    type: "Spell",
    civilizations: ["Water"],
    spell: [{ op: "draw", n: 1 }],
  }),
  dmCard({
    code: "GDM-109",
    name: "Blight Wind",
    type: "Spell",
    civilizations: ["Darkness"],
    spell: [{ op: "power", amount: -2000, target: { side: "any", count: "all" } }],
  }),
];
