/**
 * A drawn card's compiled form as the audit stores it: the CardDef the engine runs and the
 * requirement lines read, without the card's own words (the printed text and each ability's
 * label are left out, so no card text enters the repository).
 */
import { type CardText, compileCard } from "../../games/digimon/compiler/index.ts";

const WORDS = new Set(["text", "label"]);

function withoutWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutWords);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !WORDS.has(k))
      // A gained effect's id quotes the effect: keep its shape, not its words.
      .map(([k, v]) => [
        k,
        k === "id" && typeof v === "string" ? v.replace(/"[^"]*"/g, '"..."') : withoutWords(v),
      ]),
  );
}

export function compiledForm(card: CardText): unknown {
  const out = compileCard(card);
  return withoutWords({ def: out.def, requirements: out.requirements });
}

/** The stored file's text: stable, one key per line, ending in a line break (prettier leaves it be). */
export function snapshotText(card: CardText): string {
  return `${JSON.stringify(compiledForm(card), null, 2)}\n`;
}

/** Strings of six words or more in a form: where card text would show if it leaked in. */
export function longStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string" && value.trim().split(/\s+/).length >= 6) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => longStrings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => longStrings(v, out));
  return out;
}
