/**
 * Generic cards made by the project, for boards that need "some red level 6 Digimon" without
 * bringing in a real card's effects. They have no effects. Codes start with GEN-.
 */
import type { CardDef, Color } from "../card.ts";
import { card } from "./build.ts";

function plainDigimon(code: string, color: Color, level: number, dp: number): CardDef {
  return card({
    code,
    name: `Generic ${color} Lv.${level}`,
    category: "Digimon",
    colors: [color],
    level,
    dp,
    playCost: level + 1,
    digivolve: level > 2 ? [{ level: level - 1, color, cost: level - 2 }] : [],
  });
}

export const genericCards: CardDef[] = [
  plainDigimon("GEN-103", "Red", 3, 3000),
  plainDigimon("GEN-104", "Red", 4, 5000),
  plainDigimon("GEN-105", "Red", 5, 7000),
  plainDigimon("GEN-106", "Red", 6, 11000),
  plainDigimon("GEN-203", "Yellow", 3, 3000),
  plainDigimon("GEN-204", "Yellow", 4, 5000),
  plainDigimon("GEN-205", "Yellow", 5, 7000),
  plainDigimon("GEN-206", "Yellow", 6, 11000),
  plainDigimon("GEN-303", "Blue", 3, 3000),
  plainDigimon("GEN-503", "Purple", 3, 3000),
  plainDigimon("GEN-604", "Black", 4, 5000),
  plainDigimon("GEN-606", "Black", 6, 11000),
  card({ code: "GEN-002", name: "Generic Digi-Egg", category: "Digi-Egg", colors: ["Yellow"], level: 2 }),
  card({ code: "GEN-000", name: "Unknown card", category: "Option", colors: ["White"], playCost: 0 }),
];

/** The card used for a count of unknown cards (`security 3`). */
export const UNKNOWN_CARD = "GEN-000";
/** The Digi-Egg a board's "eggs 3" count stands for. */
export const GENERIC_EGG = "GEN-002";
