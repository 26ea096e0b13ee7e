import type { CardDef } from "../card.ts";
import { genericCards } from "./generic.ts";
import { scenarioCards } from "./scenario-cards.ts";

/** The cards the project ships: the scenario cards and the generic ones. */
export const bundledCards: CardDef[] = [...scenarioCards, ...genericCards];
