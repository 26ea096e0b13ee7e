import type { CardDef } from "../model/index.ts";

/** Whether a card prints a [Main] effect the compiler did not read (its text has one, its abilities none). */
export function printsMain(def: CardDef): boolean {
  const main = /\[Main\]/i.test((def.text ?? "").replace(/\[Security\][^]*$/i, ""));
  return main && !def.abilities.some((a) => a.timing === "main");
}
