/**
 * WIXOSS card definitions: the shape every card has in the engine, and the generic set the
 * project defines for its scenarios (codes GWX-...). The generic cards are the project's own:
 * plain numbers, two invented LRIG types ("Alpha", "Beta") and a few simple abilities, enough
 * to set up each kind of rule processing without a real card's text.
 *
 * Code ranges: GWX-001.. SIGNI, GWX-101.. LRIG, GWX-130.. keys, GWX-150.. Resona,
 * GWX-170.. spells and ARTS.
 */

export type WxCardType =
  "LRIG" | "Assist LRIG" | "SIGNI" | "Resona" | "Spell" | "ARTS" | "Key" | "Piece" | "Token" | "Unknown";

export type Side = "you" | "opponent" | "any";

export interface WxTarget {
  side: Side;
  count: number | "all";
  /** "up to N": fewer, even none, may be chosen. */
  upTo?: boolean;
  maxPower?: number;
  minPower?: number;
  maxLevel?: number;
  /** Only SIGNI in the up state. */
  up?: boolean;
  /** The SIGNI the ability belongs to. */
  self?: boolean;
  /** Exactly this level. */
  level?: number;
  minLevel?: number;
  /** Only SIGNI in the down state. */
  down?: boolean;
  /** Only SIGNI of one of these colours (White, Red, Blue, Green, Black, Colorless). */
  colors?: string[];
  /** Only SIGNI of one of these classes. */
  classes?: string[];
}

/** Which cards of a zone (trash, ener, deck, hand) an effect may pick. */
export interface WxCardFilter {
  /** Only SIGNI; otherwise any card. */
  signi: boolean;
  maxLevel?: number;
  level?: number;
  colors?: string[];
  classes?: string[];
  /** true: only cards with the Guard icon; false: only cards without it. */
  guard?: boolean;
}

/**
 * The cost of an ability (【起】, or 【出】 and 【自】 with a cost before the colon) or of a
 * "you may ... . If you do, ..." effect: ener paid by colour (Colorless is any colour), downing
 * the SIGNI, discarding, putting the SIGNI itself into the trash.
 */
export interface WxCost {
  ener?: string[];
  down?: boolean;
  discard?: number;
  trashSelf?: boolean;
  /** Coins spent (《コインアイコン》). */
  coins?: number;
}

/** Keywords and restrictions a SIGNI or LRIG can gain until the end of the turn. */
export type WxGained = "lancer" | "doubleCrush" | "assassin" | "cantAttack" | "shadow";

/** Where the rest of the looked-at cards go. */
export type WxLookRest = "deckBottom" | "deckTop" | "shuffleBottom" | "trash" | "ener";

export type WxZone = "hand" | "deck" | "trash" | "ener";

export type WxOp =
  /** Power change until the end of the turn. */
  | { op: "power"; amount: number; target: WxTarget }
  | { op: "draw"; n: number }
  /** The center LRIG's level and limit change until the end of the turn. */
  | { op: "lrigChange"; side: Side; level: number; limit: number }
  /** A SIGNI goes back to its owner's hand. */
  | { op: "bounce"; target: WxTarget }
  /** A key goes back to its owner's hand. */
  | { op: "returnKey"; side: Side }
  | { op: "banish"; target: WxTarget }
  /** The top card of a Life Cloth is crushed. */
  | { op: "crush"; side: Side; n: number }
  /** SIGNI are downed, and frozen: they don't come up in their controller's next up phase. */
  | { op: "down"; target: WxTarget; freeze?: boolean; keepUp?: boolean }
  /** SIGNI are put into their owners' trash (not banished). */
  | { op: "trash"; target: WxTarget }
  /** Ener Charge N: the top cards of your deck go to your ener zone. */
  | { op: "enerCharge"; n: number }
  /** The top cards of your deck go to your trash. */
  | { op: "mill"; n: number }
  /** A player discards cards of their choice. */
  | { op: "discard"; side: "you" | "opponent"; n: number }
  /** SIGNI cards of your zone go to your hand. */
  | { op: "toHand"; from: WxZone; n: number }
  /** "Choose one": the player picks one of the ways. */
  | { op: "modal"; options: WxOp[][] }
  /** SIGNI cards are put onto your field from a zone (not played). */
  | { op: "putOntoField"; from: WxZone; n: number; maxLevel?: number }
  /** SIGNI (or the center LRIG) gain a keyword or restriction until the end of the turn. */
  | { op: "gain"; target: WxTarget | "self" | "yourLrig" | "opponentLrig"; what: WxGained }
  /** "Look at the top N cards": pick some of them for the hand or field, the rest somewhere. */
  | {
      op: "look";
      n: number;
      pick: {
        filter: WxCardFilter;
        n: number;
        upTo: boolean;
        to: "hand" | "field" | "handOrField" | "trash" | "ener";
      } | null;
      rest: WxLookRest;
    }
  /** "You may pay ... . If you do, ...": the player may pay the cost; only then the rest happens. */
  | { op: "mayPay"; cost: WxCost; then: WxOp[] }
  /** SIGNI go to their owners' ener zone or to the bottom of their owners' decks (not banished). */
  | { op: "move"; target: WxTarget; to: "ener" | "deckBottom" }
  /** Cards of a zone that fit a filter go to the hand or onto the field, as the player picks. */
  | {
      op: "fetch";
      from: WxZone;
      filter: WxCardFilter;
      n: number;
      upTo: boolean;
      to: "hand" | "field" | "handOrField";
    }
  /** "Choose N of the following": the player picks that many ways (fewer with "up to"). */
  | { op: "choose"; n: number; upTo: boolean; options: WxOp[][] }
  /** The top cards of a deck go to the trash: each player's, or the opponent's. */
  | { op: "millSide"; side: Side; n: number }
  /** SIGNI get a power change until the end of the opponent's next turn. */
  | { op: "powerLasting"; amount: number; target: WxTarget }
  /** The top card of your deck is added to your Life Cloth. */
  | { op: "addLife"; n: number }
  /** The opponent's center LRIG is downed, and frozen: it stays down in their next up phase. */
  | { op: "downLrig"; freeze: boolean; keepUp: boolean }
  /** You gain coins (a player has at most five). */
  | { op: "gainCoins"; n: number }
  /** This turn, the next damage you would take (from a SIGNI, a LRIG, or any) is prevented. */
  | { op: "preventDamage"; from: "signi" | "lrig" | "any" }
  /** What follows happens only if the condition holds when the effect reaches it. */
  | { op: "ifThen"; when: WxCondition; then: WxOp[] }
  /** The effect's player picks cards from the opponent's hand to discard, looking at it or not. */
  | { op: "discardPicked"; n: number; looking: boolean };

/**
 * What makes an ability trigger. "anyBanished" watches other SIGNI ("when an opponent's SIGNI
 * is banished"); "turnEnd" and "turnStart" are the end phase and the up phase of your turn.
 */
export type WxTrigger =
  | "onPlay"
  | "onBanished"
  | "onAttack"
  | "anyBanished"
  | "turnEnd"
  | "turnStart"
  /** The start of your attack phase. */
  | "attackPhase";

export interface WxAbility {
  id: string;
  label: string;
  trigger: WxTrigger;
  ops: WxOp[];
  /** For "anyBanished": whose SIGNI it watches, and whether its own SIGNI counts. */
  watch?: { side: Side; other: boolean };
  optional?: boolean;
  /** A cost paid when it activates (discarding cards from the hand); it may be declined. */
  discardCost?: number;
  /** A cost paid when it activates; a trigger ability with one may be declined. */
  cost?: WxCost;
  /** 《ターン1回》: once per turn. */
  oncePerTurn?: boolean;
}

/**
 * An activated ability (【起】): used by its player in their main phase by paying its cost
 * (`A activates CODE`).
 */
export interface WxActivated {
  id: string;
  label: string;
  cost: WxCost;
  ops: WxOp[];
  oncePerTurn?: boolean;
}

/** When a constant ability applies. */
export type WxCondition =
  | { kind: "yourTurn" }
  | { kind: "opponentTurn" }
  | { kind: "handAtLeast"; n: number }
  | { kind: "trashAtLeast"; n: number; spells?: boolean }
  | { kind: "signiOnField"; n: number; classes: string[]; colors: string[]; other: boolean }
  | { kind: "centerZone" }
  | { kind: "lrigLevelAtLeast"; n: number }
  | { kind: "lifeAtMost"; n: number }
  | { kind: "resonaOnField" };

export type WxConstant =
  /** Your other SIGNI (of these classes) have their level raised. */
  | { kind: "levelBoost"; amount: number; classes: string[] }
  /** Your opponent can have at most this many SIGNI on the field (a designated limit, RP-8). */
  | { kind: "opponentSigniLimit"; max: number }
  /** This SIGNI's power (or base power, "becomes N") while the condition holds. */
  | { kind: "selfPower"; amount: number; base?: boolean; when?: WxCondition }
  /** Your SIGNI (of these colours or classes) get more power while the condition holds. */
  | { kind: "yourPower"; amount: number; colors: string[]; classes: string[]; when?: WxCondition }
  /** The opponent's SIGNI get this power change. */
  | { kind: "opponentPower"; amount: number; when?: WxCondition }
  /** This SIGNI can't attack (while the condition holds). */
  | { kind: "cantAttack"; when?: WxCondition }
  /** This SIGNI has a keyword while the condition holds. */
  | { kind: "keyword"; what: WxGained; when?: WxCondition };

export interface WxCardDef {
  code: string;
  name: string;
  type: WxCardType;
  colors: string[];
  level?: number;
  limit?: number;
  power?: number;
  /** A LRIG's LRIG types. */
  lrigTypes: string[];
  /** A SIGNI's classes. */
  classes: string[];
  /** The LRIG types a card is limited to; empty when it has no limiting condition. */
  restriction: string[];
  lifeBurst: boolean;
  /** What the Life Burst does, when the engine can execute it. */
  burst: WxOp[];
  rise: boolean;
  /** Lancer: banishing a SIGNI in battle also crushes a Life Cloth. */
  lancer: boolean;
  /** Double Crush: its damage crushes two Life Cloth. */
  doubleCrush: boolean;
  /** Assassin: its attack goes to the player even with a SIGNI in front of it. */
  assassin: boolean;
  /** Guard: discarded from the hand, it stops a LRIG attack's damage once. */
  guard: boolean;
  abilities: WxAbility[];
  /** Activated abilities (【起】). */
  activated: WxActivated[];
  /** Multi Ener: in the ener zone it pays for any one colour. */
  multiEner: boolean;
  constants: WxConstant[];
  /** What a spell or ARTS does. */
  effect: WxOp[];
  /** Text the engine does not execute (imported cards): shown as such, never guessed at. */
  unexecuted: string[];
  origin: "generic" | "imported" | "inline";
}

type Base = Pick<WxCardDef, "code" | "name" | "type"> & Partial<WxCardDef>;

export function wxCard(def: Base): WxCardDef {
  return {
    colors: [],
    lrigTypes: [],
    classes: [],
    restriction: [],
    lifeBurst: false,
    burst: [],
    rise: false,
    lancer: false,
    doubleCrush: false,
    assassin: false,
    guard: false,
    abilities: [],
    activated: [],
    multiEner: false,
    constants: [],
    effect: [],
    unexecuted: [],
    origin: "generic",
    ...def,
  };
}

export const UNKNOWN_WX_CARD = "GWX-000";

const oneOpponent: WxTarget = { side: "opponent", count: 1 };

function signi(
  code: string,
  name: string,
  level: number,
  power: number,
  rest: Partial<WxCardDef> = {},
): WxCardDef {
  return wxCard({
    code,
    name,
    type: "SIGNI",
    colors: ["White"],
    level,
    power,
    classes: ["Machine"],
    ...rest,
  });
}

function lrig(code: string, name: string, level: number, limit: number, types: string[]): WxCardDef {
  return wxCard({ code, name, type: "LRIG", colors: ["White"], level, limit, lrigTypes: types });
}

export const genericWxCards: WxCardDef[] = [
  wxCard({ code: UNKNOWN_WX_CARD, name: "Unknown card", type: "Unknown" }),
  signi("GWX-001", "Generic SIGNI Lv1", 1, 3000),
  signi("GWX-002", "Generic SIGNI Lv2", 2, 5000),
  signi("GWX-003", "Generic SIGNI Lv3", 3, 8000),
  signi("GWX-004", "Generic Angel Lv1", 1, 2000, { classes: ["Angel"] }),
  signi("GWX-005", "Generic Angel Lv2", 2, 4000, { classes: ["Angel"] }),
  signi("GWX-010", "Parting Gift Angel", 2, 3000, {
    classes: ["Angel"],
    abilities: [
      {
        id: "GWX-010/banished",
        label: "When banished: draw a card",
        trigger: "onBanished",
        ops: [{ op: "draw", n: 1 }],
      },
    ],
  }),
  signi("GWX-011", "Alpha's Sworn Guard", 2, 5000, { restriction: ["Alpha"] }),
  signi("GWX-012", "Choir Leader", 3, 7000, {
    classes: ["Angel"],
    constants: [{ kind: "levelBoost", amount: 1, classes: ["Angel"] }],
  }),
  signi("GWX-013", "Rising Blade", 3, 12000, { rise: true }),
  signi("GWX-014", "Burst Scout", 1, 1000, {
    lifeBurst: true,
    burst: [{ op: "draw", n: 1 }],
  }),
  signi("GWX-015", "Grudge Angel", 1, 2000, {
    classes: ["Angel"],
    abilities: [
      {
        id: "GWX-015/banished",
        label: "When banished: an opponent's SIGNI gets -3000 power",
        trigger: "onBanished",
        ops: [{ op: "power", amount: -3000, target: oneOpponent }],
      },
    ],
  }),
  lrig("GWX-101", "Alpha, Second Step", 2, 5, ["Alpha"]),
  lrig("GWX-102", "Alpha, Third Step", 3, 7, ["Alpha"]),
  lrig("GWX-103", "Alpha and Beta, Joined", 3, 7, ["Alpha", "Beta"]),
  lrig("GWX-104", "Beta, Fourth Step", 4, 11, ["Beta"]),
  lrig("GWX-105", "Alpha, Fourth Step", 4, 11, ["Alpha"]),
  wxCard({ code: "GWX-130", name: "Key of Alpha", type: "Key", colors: ["White"], restriction: ["Alpha"] }),
  wxCard({ code: "GWX-131", name: "Plain Key", type: "Key", colors: ["White"] }),
  wxCard({
    code: "GWX-150",
    name: "Two-Seat Warden",
    type: "Resona",
    colors: ["White"],
    level: 3,
    power: 10000,
    classes: ["Machine"],
    constants: [{ kind: "opponentSigniLimit", max: 2 }],
  }),
  wxCard({
    code: "GWX-151",
    name: "Resona Sentinel",
    type: "Resona",
    colors: ["White"],
    level: 2,
    power: 5000,
    classes: ["Machine"],
  }),
  wxCard({
    code: "GWX-170",
    name: "Sap Strength",
    type: "Spell",
    colors: ["Black"],
    effect: [{ op: "power", amount: -5000, target: oneOpponent }],
  }),
  wxCard({
    code: "GWX-171",
    name: "Drain and Restore",
    type: "Spell",
    colors: ["Black"],
    effect: [
      { op: "power", amount: -5000, target: oneOpponent },
      { op: "power", amount: 5000, target: { side: "any", count: 1 } },
    ],
  }),
  wxCard({
    code: "GWX-172",
    name: "Crown Weight",
    type: "ARTS",
    colors: ["Black"],
    effect: [{ op: "lrigChange", side: "opponent", level: -1, limit: -6 }],
  }),
  wxCard({
    code: "GWX-173",
    name: "Limit Squeeze",
    type: "Spell",
    colors: ["Black"],
    effect: [{ op: "lrigChange", side: "opponent", level: 0, limit: -3 }],
  }),
  wxCard({
    code: "GWX-174",
    name: "Send Home",
    type: "Spell",
    colors: ["Blue"],
    effect: [{ op: "bounce", target: oneOpponent }],
  }),
  wxCard({
    code: "GWX-175",
    name: "Key Return",
    type: "Spell",
    colors: ["Blue"],
    effect: [{ op: "returnKey", side: "opponent" }],
  }),
  wxCard({
    code: "GWX-176",
    name: "Double Draw",
    type: "Spell",
    colors: ["Blue"],
    effect: [{ op: "draw", n: 2 }],
  }),
  wxCard({
    code: "GWX-177",
    name: "Life Strike",
    type: "Spell",
    colors: ["Red"],
    effect: [{ op: "crush", side: "opponent", n: 1 }],
  }),
  wxCard({
    code: "GWX-178",
    name: "Banishing Light",
    type: "ARTS",
    colors: ["Red"],
    effect: [{ op: "banish", target: oneOpponent }],
  }),
  wxCard({
    code: "GWX-180",
    name: "Crushing Crown",
    type: "ARTS",
    colors: ["Black"],
    effect: [
      { op: "lrigChange", side: "opponent", level: -1, limit: 0 },
      { op: "power", amount: -5000, target: oneOpponent },
    ],
  }),
  wxCard({
    code: "GWX-181",
    name: "Level Weight",
    type: "ARTS",
    colors: ["Black"],
    effect: [{ op: "lrigChange", side: "opponent", level: -1, limit: 0 }],
  }),
  wxCard({
    code: "GWX-182",
    name: "Study and Strike",
    type: "Spell",
    colors: ["Red"],
    effect: [
      { op: "draw", n: 2 },
      { op: "crush", side: "opponent", n: 1 },
    ],
  }),
  wxCard({
    code: "GWX-179",
    name: "Withering Fog",
    type: "Spell",
    colors: ["Black"],
    effect: [{ op: "power", amount: -3000, target: { side: "any", count: "all" } }],
  }),
];
