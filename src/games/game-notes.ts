/**
 * What a game tells the user about their input (a card taken as being somewhere, a deck drawn
 * from blind, a scripted choice nothing asked for, text the engine could not read or does not
 * execute), kept as facts so that each language words them (render/note-words.ts, i18n/notes-ja.ts).
 * The English sentence is the one the CLI, the conformance runner and the trace show.
 */
export type GameNote =
  /** `searched` when the card was looked for in more than the zone it is taken to be in. */
  | { kind: "assumed-in-zone"; code: string; player: string; zone: NoteZone; searched?: NoteZone[] }
  | { kind: "deck-drawn-blind"; player: string }
  | { kind: "choice-never-asked"; text: string }
  | { kind: "text-unread"; code: string; parts: string[] }
  | { kind: "text-not-executed"; code: string; name: string; texts: string[] };

/** Zones named in notes, by the ids the board notation uses for areas. */
export type NoteZone = "hand" | "trash" | "battle" | "lrigdeck";

const EN_ZONES: Record<NoteZone, string> = {
  hand: "hand",
  trash: "trash",
  battle: "battle area",
  lrigdeck: "LRIG deck",
};

export function gameNoteEn(n: GameNote): string {
  switch (n.kind) {
    case "assumed-in-zone":
      return n.searched
        ? `${n.code} was not listed in player ${n.player}'s ${n.searched.map((z) => EN_ZONES[z]).join(" or ")}, so it is taken as being in the ${EN_ZONES[n.zone]}.`
        : `${n.code} was not listed in player ${n.player}'s ${EN_ZONES[n.zone]}, so it is taken as being there.`;
    case "deck-drawn-blind":
      return `Player ${n.player}'s deck is not on the board, so the cards drawn are unknown and that deck is taken as never running out (write "deck N" to count it).`;
    case "choice-never-asked":
      return `The scripted choice "${n.text}" was never asked for.`;
    case "text-unread":
      return `${n.code}: part of its text could not be read, so this breakdown leaves out ${n.parts.join("; ")}.`;
    case "text-not-executed":
      return `${n.code} ${n.name}: this text is not executed by the engine: "${n.texts.join(" / ")}"`;
  }
}
