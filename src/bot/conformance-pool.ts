/**
 * The real cards the conformance suite needs, loaded at run time and never committed: a cards
 * file named with --cards-file, else the local card store, else the shared dataset
 * (`../shared/data/digimon/cards.json`) when it is there.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importDocument, parseJson } from "../cards/import.ts";
import { dataDirFrom, storePath } from "../cards/store.ts";
import { bundledRegistry } from "../games/digimon/input/registry.ts";
import { UserError } from "../games/user-error.ts";
import { sharedDataDir } from "../paths.ts";
import { attachCardRecords, attachCardStore } from "./card-pool.ts";

export function sharedCardsFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(sharedDataDir(env), "digimon", "cards.json");
}

/** Loads a cards file (normalized or community format) behind the bundled cards; says where from. */
export function attachCardsFile(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new UserError(
      `Could not read the cards file ${file}: ${(e as NodeJS.ErrnoException).code ?? "error"}.`,
    );
  }
  let result;
  try {
    result = importDocument(parseJson(text, file));
  } catch (e) {
    throw new UserError(`The cards file ${file} can't be used: ${(e as Error).message}.`);
  }
  attachCardRecords(bundledRegistry, result.cards);
  return `${result.cards.length} cards from ${file}`;
}

/** Attaches the card pool for the suite; a UserError when there is none anywhere. */
export function attachConformancePool(
  cardsFile: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (cardsFile) return attachCardsFile(cardsFile);
  const dataDir = dataDirFrom(env);
  if (existsSync(storePath(dataDir))) {
    const status = attachCardStore(bundledRegistry, dataDir);
    if (status.kind === "store") return `${status.cards} cards from the card store ${status.path}`;
  }
  const shared = sharedCardsFile(env);
  if (existsSync(shared)) return attachCardsFile(shared);
  throw new UserError(
    [
      "The conformance suite needs the real cards, and none were found:",
      `  no card store at ${storePath(dataDir)} (fill it with: npm run cards -- import <cards.json>),`,
      `  no --cards-file given, and no shared dataset at ${shared}.`,
    ].join("\n"),
  );
}
