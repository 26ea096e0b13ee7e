/**
 * "When DigiXrosing this turn, you may use this Digimon in place of one of the DigiXros
 * requirements": for the rest of the turn this Digimon may be placed for a DigiXros as any one
 * of the cards the requirements list, never as a card beyond them (official Q&A on the card).
 * The DigiXros paths ask `standsInForXros` (xros-sources.ts).
 */
import type { OpScope } from "./scope.ts";
import { permName, turnNumber } from "../state/state.ts";

export function runXrosStandIn(sc: OpScope): string[] {
  const self = sc.self;
  if (!self || !sc.s.players[sc.me]!.battle.includes(self))
    return ["this Digimon is no longer in the battle area"];
  self.xrosStandIn = turnNumber(sc.s);
  return [
    `for the rest of the turn, ${permName(self)} may be placed for a DigiXros in place of one of the cards its requirements list (7-2-2-5)`,
  ];
}
