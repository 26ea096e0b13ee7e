/** What a run of headers says: timings, turn limit, [Once Per Turn], the zone it works from. */
import type { Ability, Timing } from "../../model/index.ts";
import type { Header } from "./structure.ts";

export const TIMING_OF: Record<string, Timing> = {
  "On Play": "onPlay",
  "When Digivolving": "whenDigivolving",
  "When Attacking": "whenAttacking",
  "On Deletion": "onDeletion",
  "End of Attack": "endOfAttack",
  Security: "security",
  Main: "main",
  Counter: "counter",
  "Start of Your Turn": "startOfYourTurn",
  "End of Your Turn": "endOfYourTurn",
  "Start of Your Main Phase": "startOfYourMainPhase",
  "Start of Opponent's Turn": "startOfOpponentsTurn",
  "Start of Opponent's Main Phase": "startOfOpponentsMainPhase",
  "End of Opponent's Turn": "endOfOpponentsTurn",
  "End of All Turns": "endOfAllTurns",
  "When Linking": "whenLinking",
  "When Moving": "whenMoving",
};

const TURN: Record<string, Ability["turn"]> = {
  "Your Turn": "your",
  "All Turns": "all",
  "Opponent's Turn": "opponent",
};
const ZONE: Record<string, Ability["zone"]> = { Hand: "hand", Trash: "trash", Breeding: "breeding" };

export interface HeaderInfo {
  timings: Timing[];
  turn?: Ability["turn"];
  oncePerTurn?: boolean;
  /** [Twice Per Turn]: 2. */
  perTurn?: number;
  zone?: Ability["zone"];
  /** Headers the engine's AST cannot say. */
  unknown: Header[];
}

export function readHeaders(headers: Header[]): HeaderInfo {
  const info: HeaderInfo = { timings: [], unknown: [] };
  for (const h of headers) {
    const timing = TIMING_OF[h.name];
    if (timing) info.timings.push(timing);
    else if (TURN[h.name]) info.turn = TURN[h.name];
    else if (h.name === "Once Per Turn") info.oncePerTurn = true;
    else if (h.name === "Twice Per Turn") info.perTurn = 2;
    else if (ZONE[h.name]) info.zone = ZONE[h.name];
    else info.unknown.push(h);
  }
  return info;
}
