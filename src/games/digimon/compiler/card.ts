/** A stored card record → the engine's CardDef, with what could not be read and whether it runs. */
import type { Unread } from "./reading.ts";
import type { Ability, CardDef, Category, Color, DigivolveRequirement } from "../model/index.ts";
import { compileText } from "./compile.ts";
import { executable } from "./executable.ts";
import { normalizeText } from "./text/normalize.ts";
import { tamerRequirements } from "./readers/plays.ts";
import { maskReminders } from "./text/structure.ts";
import { type Requirement, dnaOf } from "./readers/requirements.ts";

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
  effect: string;
  inherited: string;
  security: string;
}

export type TextName = "effect" | "inherited" | "security";

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

export function compileCard(card: CardText): CompiledCard {
  const main = compileText(card.effect, { code: card.code, part: "main" });
  const inherited = compileText(card.inherited, { code: card.code, part: "inherited" });
  const security = compileText(card.security, { code: card.code, part: "security" });
  // A [Security] effect printed among the main effects is still a security effect.
  const isSecurity = (a: Ability) => a.timing === "security";
  const dna = dnaOf(main.requirements);
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
    ],
    ...(dna ? { dna } : {}),
    ...(xros.length ? { digixros: xros } : {}),
    traits: card.traits,
    text: printedText(card),
    abilities: main.abilities.filter((a) => !isSecurity(a)),
    inherited: inherited.abilities,
    inheritedPrinted: card.inherited.trim() !== "",
    security: [...security.abilities, ...main.abilities.filter(isSecurity)],
  };
  const unread = [
    ...main.unread.map((u) => ({ ...u, text: "effect" as const })),
    ...inherited.unread.map((u) => ({ ...u, text: "inherited" as const })),
    ...security.unread.map((u) => ({ ...u, text: "security" as const })),
  ];
  const notExecutable = executable([
    { list: def.abilities },
    { list: def.inherited },
    { list: def.security },
  ]);
  return {
    def,
    unread,
    leftOut: [...main.leftOut, ...inherited.leftOut, ...security.leftOut],
    requirements: [...main.requirements, ...inherited.requirements],
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
