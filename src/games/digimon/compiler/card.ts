/** A stored card record → the engine's CardDef, with what could not be read and whether it runs. */
import type { Unread } from "./reading.ts";
import type { Ability, CardDef, Category, Color, DigivolveRequirement } from "../model/index.ts";
import { compileText } from "./compile.ts";
import { executable } from "./executable.ts";
import { normalizeText } from "./text/normalize.ts";
import { tamerRequirements } from "./readers/plays.ts";
import { maskReminders } from "./text/structure.ts";
import { type Requirement, dnaOf } from "./readers/requirements.ts";
import { readAppFusion, readAssembly, readBurst, readLink, readXros } from "./readers/requirement-specs.ts";

const ALL_COLORS: Color[] = ["Red", "Blue", "Yellow", "Green", "Black", "Purple", "White"];

/** The fields of a stored card record the compiler reads (src/cards' CardRecord fits it). */
export interface CardText {
  code: string;
  name: string;
  category: Category;
  colors: Color[];
  level?: number;
  dp?: number;
  playCost?: number;
  digivolve: { level?: number; form?: string; color: Color | "All"; cost: number }[];
  traits: string[];
  /** Forms and attributes are traits too (2-3-2-1); "-" means none. */
  forms?: string[];
  attributes?: string[];
  effect: string;
  inherited: string;
  security: string;
  /** The Option side of a DUAL card (4-6): its text, name and colours; its use cost is `playCost`. */
  optionEffect?: string;
  optionName?: string;
  optionColors?: Color[];
  /** A link card's requirement and effect (4-9, 10-1). */
  linkRequirement?: string;
  linkDp?: number;
  linkEffect?: string;
}

export type TextName = "effect" | "inherited" | "security" | "optionEffect" | "linkEffect";

export interface CompiledCard {
  def: CardDef;
  unread: (Unread & { text: TextName })[];
  requirements: Requirement[];
  /** Whole abilities left out because part of them could not be read. */
  leftOut: string[];
  /** Every parsed ability is one the engine runs (see executable.ts). */
  executable: boolean;
  /** Why not, per ability. */
  notExecutable: string[];
}

/** Alternate digivolution conditions ([Digivolve] lines): onto a card that matches, for their cost. */
function alternateOf(reqs: Requirement[]): DigivolveRequirement[] {
  return reqs.flatMap((r): DigivolveRequirement[] =>
    r.from && r.cost !== undefined
      ? [
          {
            level: 0,
            color: "White",
            cost: r.cost,
            from: r.from.filter,
            label: r.from.label,
            ...(r.from.while ? { while: r.from.while } : {}),
          },
        ]
      : [],
  );
}

/**
 * Requirement lines the engine does not carry out (the card can still be played and digivolved
 * by its printed conditions, but a question about them would be answered wrong).
 */
function unsupportedRequirements(reqs: Requirement[], dna: CardDef["dna"], def: CardDef): string[] {
  let dnaUsed = false;
  return reqs.flatMap((r): string[] => {
    const what = `${r.kind} requirement`;
    switch (r.kind) {
      case "digivolve":
        return [];
      case "dna":
        if (dna && !dnaUsed && r.cost === dna.cost) {
          dnaUsed = true;
          return [];
        }
        return [`${what}: DNA digivolution (8-2) from these Digimon is not implemented by the engine`];
      case "digixros":
        return def.xros ? [] : [`${what}: the engine could not read these DigiXros requirements (7-2)`];
      case "appFusion":
        return def.appFusion ? [] : [`${what}: the engine could not read this App Fusion requirement (8-4)`];
      case "assembly":
        return def.assembly ? [] : [`${what}: the engine could not read these Assembly requirements (7-3)`];
      case "burst":
        return def.burst ? [] : [`${what}: the engine could not read this Burst Digivolve requirement (8-3)`];
      case "link":
        return def.link ? [] : [`${what}: the engine could not read this link requirement (10-1)`];
      case "rule":
        return [];
    }
  });
}

/** A card's traits: its types, forms and attributes (2-3-2-1), without the "-" of none. */
function traitsOf(card: CardText): string[] {
  const all = [...card.traits, ...(card.forms ?? []), ...(card.attributes ?? [])];
  return [...new Set(all.filter((t) => t.trim() !== "" && t !== "-"))];
}

function digivolveOf(reqs: CardText["digivolve"]): DigivolveRequirement[] {
  return reqs.flatMap((r) =>
    r.level === undefined
      ? []
      : (r.color === "All" ? ALL_COLORS : [r.color]).map((color) => ({
          level: r.level!,
          color,
          cost: r.cost,
        })),
  );
}

/** The card's texts as printed, without the notes in parentheses (4-23-5). */
function printedText(card: CardText): string {
  return [card.effect, card.inherited, card.security].map((t) => maskReminders(normalizeText(t))).join("\n");
}

/**
 * A level 2 Digi-Egg's only effects outside the breeding area are inherited ones (its [Breeding]
 * effects aside); a record that files such a text as the main effect, with no inherited text
 * (EX6-001), means the inherited effect.
 */
function eggTextAsInherited(card: CardText): CardText {
  const misfiled =
    card.category === "Digi-Egg" &&
    card.level === 2 &&
    card.inherited.trim() === "" &&
    card.effect.trim() !== "" &&
    !/\[Breeding\]/i.test(card.effect);
  return misfiled ? { ...card, effect: "", inherited: card.effect } : card;
}

/**
 * A DUAL card's Option information as an Option card (4-6-6): the traits and what is printed below
 * them, with the Option side's name and colours (the card's own when the record lacks them).
 */
function optionSideOf(card: CardText, def: CardDef, abilities: Ability[]): CardDef {
  return {
    code: card.code,
    name: card.optionName ?? card.name,
    category: "Option",
    colors: card.optionColors?.length ? card.optionColors : card.colors,
    ...(card.playCost !== undefined ? { playCost: card.playCost } : {}),
    digivolve: [],
    traits: def.traits,
    text: maskReminders(normalizeText(card.optionEffect ?? "")),
    abilities: abilities.filter((a) => a.timing !== "security"),
    inherited: [],
    security: abilities.filter((a) => a.timing === "security"),
  };
}

export function compileCard(record: CardText): CompiledCard {
  const card = eggTextAsInherited(record);
  const main = compileText(card.effect, { code: card.code, part: "main" });
  const inherited = compileText(card.inherited, { code: card.code, part: "inherited" });
  const security = compileText(card.security, { code: card.code, part: "security" });
  // A [Security] effect printed among the main (or inherited) effects is still a security effect.
  const isSecurity = (a: Ability) => a.timing === "security";
  const dna = dnaOf(main.requirements);
  const line = (kind: Requirement["kind"]) => main.requirements.find((r) => r.kind === kind)?.text ?? "";
  const xrosSpec = readXros(line("digixros"));
  const assembly = readAssembly(line("assembly"));
  const appFusion = readAppFusion(line("appFusion"));
  const burst = readBurst(line("burst"));
  const xros = [...new Set(main.requirements.flatMap((r) => (r.kind === "digixros" ? (r.names ?? []) : [])))];
  const def: CardDef = {
    code: card.code,
    name: card.name,
    category: card.category,
    colors: card.colors,
    ...(card.level !== undefined ? { level: card.level } : {}),
    ...(card.dp !== undefined ? { dp: card.dp } : {}),
    ...(card.playCost !== undefined ? { playCost: card.playCost } : {}),
    digivolve: [
      ...digivolveOf(card.digivolve),
      ...tamerRequirements(main.requirements, digivolveOf(card.digivolve)),
      ...alternateOf(main.requirements),
    ],
    ...(dna ? { dna } : {}),
    ...(xros.length ? { digixros: xros } : {}),
    ...(xrosSpec ? { xros: xrosSpec } : {}),
    ...(assembly ? { assembly } : {}),
    ...(appFusion ? { appFusion } : {}),
    ...(burst ? { burst } : {}),
    traits: traitsOf(card),
    text: printedText(card),
    abilities: main.abilities.filter((a) => !isSecurity(a)),
    // A record that files a [Security] effect under the inherited text (P-063) still means a security effect.
    inherited: inherited.abilities.filter((a) => !isSecurity(a)),
    inheritedPrinted: card.inherited.trim() !== "",
    security: [
      ...security.abilities,
      ...main.abilities.filter(isSecurity),
      ...inherited.abilities.filter(isSecurity),
    ],
  };
  const option = compileText(card.optionEffect ?? "", { code: card.code, part: "main" });
  const dual = card.category === "Digimon" && card.optionEffect?.trim() ? card : undefined;
  if (dual) {
    def.optionSide = optionSideOf(dual, def, option.abilities);
    // Its one printed cost is the Option side's use cost: a DUAL card has no play cost (7-1-1).
    delete def.playCost;
  }
  // A link effect is gained by the Digimon it is linked to (4-3-5), like an effect of its own.
  const link = compileText(card.linkEffect ?? "", { code: card.code, part: "main" });
  const linkRequirement = compileText(card.linkRequirement ?? "", { code: card.code, part: "main" });
  const linkAbilities = link.abilities.map((a) => ({ ...a, id: a.id.replace("/main/", "/link/") }));
  const linkInfo = readLink(card.linkRequirement, card.linkDp, linkAbilities);
  if (linkInfo) def.link = linkInfo;
  const unread = [
    ...main.unread.map((u) => ({ ...u, text: "effect" as const })),
    ...inherited.unread.map((u) => ({ ...u, text: "inherited" as const })),
    ...security.unread.map((u) => ({ ...u, text: "security" as const })),
    ...option.unread.map((u) => ({ ...u, text: "optionEffect" as const })),
    ...link.unread.map((u) => ({ ...u, text: "linkEffect" as const })),
  ];
  const requirements = [...main.requirements, ...inherited.requirements, ...linkRequirement.requirements];
  const notExecutable = [
    ...executable([{ list: def.abilities }, { list: def.inherited }, { list: def.security }]),
    ...unsupportedRequirements(requirements, dna, def),
    ...(def.optionSide ? executable([{ list: def.optionSide.abilities }]) : []),
    ...(card.linkEffect?.trim() ? executable([{ list: linkAbilities }]) : []),
  ];
  return {
    def,
    unread,
    leftOut: [...main.leftOut, ...inherited.leftOut, ...security.leftOut, ...option.leftOut, ...link.leftOut],
    requirements,
    executable: notExecutable.length === 0,
    notExecutable,
  };
}

/**
 * What a reply should say a card lost: each ability left out, with the part that could not be
 * read, then any unread text that belonged to no ability.
 */
export function describeUnread(c: Pick<CompiledCard, "unread" | "leftOut">): string[] {
  const inside = (f: string) => c.leftOut.some((a) => a.includes(f));
  const abilities = c.leftOut.map((a) => {
    const parts = c.unread.filter((u) => a.includes(u.fragment)).map((u) => `"${u.fragment}"`);
    return `the ability "${a}"${parts.length ? ` (could not read ${parts.join(", ")})` : ""}`;
  });
  return [...abilities, ...c.unread.filter((u) => !inside(u.fragment)).map((u) => `"${u.fragment}"`)];
}
