/**
 * A Digimon placed as another card's bottom digivolution card: it leaves the battle area, its top
 * card goes under the other card and the cards that were under it are trashed at the same time
 * (4-7-8). The caller has already let immediate-type effects keep it on the field (15-8-5).
 */
import { recordEvent } from "../state/events.ts";
import { type CardInst, type Permanent, permName } from "../state/state.ts";
import { removeFromField, toTrash } from "./primitives.ts";
import type { OpScope } from "./scope.ts";
import { placedBy } from "./hand-added.ts";

export function placeAsBottomSource(
  sc: OpScope,
  placed: Permanent,
  host: Permanent,
): { line: string; card: CardInst } {
  const name = permName(placed);
  removeFromField(sc.s, placed);
  const [first, ...under] = placed.stack;
  toTrash(sc.s, under);
  first!.epoch += 1;
  host.stack.push(first!);
  recordEvent(sc.ctx, { kind: "sourcesPlaced", pid: host.pid, ...placedBy(sc), cards: [first!] });
  const trashed = under.length
    ? `; ${under.length === 1 ? "the card under it is" : `the ${under.length} cards under it are`} trashed (4-7-8)`
    : "";
  return {
    line: `${name} is placed as ${permName(host)}'s bottom digivolution card${trashed}`,
    card: first!,
  };
}
