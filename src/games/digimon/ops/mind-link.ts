/**
 * <Mind Link> (16-28): this Tamer goes to the bottom of the digivolution cards of 1 of your
 * Digimon the text names, one with no Tamer card among its digivolution cards (16-28-1).
 */
import type { Op } from "../model/index.ts";
import { optionId, removeFromField, toTrash } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { cardName, isFaceDown, ownerOf, permName, top } from "../state/state.ts";
import { permanentMatches, isDigimon } from "../derive/index.ts";
import { lastKnown, recordEvent } from "../state/events.ts";
import { placedBy } from "./hand-added.ts";

type MindLinkOp = Extract<Op, { op: "mindLink" }>;

export function mindLink(sc: OpScope, op: MindLinkOp): string[] {
  const { s, ctx, me, self } = sc;
  if (!self || !s.players[me]!.battle.includes(self) || top(self).def.category !== "Tamer")
    return ["this Tamer is no longer in the battle area, so <Mind Link> does nothing"];
  const candidates = s.players[me]!.battle.filter(
    (p) =>
      ownerOf(p) === me &&
      isDigimon(s, p) &&
      permanentMatches(s, p, op.target.filter, self) &&
      !p.stack.slice(1).some((c) => !isFaceDown(c) && c.def.category === "Tamer"),
  );
  if (candidates.length === 0)
    return [`player ${me} has no Digimon <Mind Link> can place ${permName(self)} under (16-28-1)`];
  const [id] = ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: choose the Digimon ${permName(self)} links with (<Mind Link>)`,
    options: candidates.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: 1,
    max: 1,
    forCard: sc.forCard,
  });
  const host = candidates.find((p) => String(p.pid) === id) ?? candidates[0]!;
  const [tamer, ...under] = self.stack;
  // It leaves the field as a Tamer: what it saw earlier in this processing it saw as it was (15-4-4-3).
  recordEvent(ctx, { kind: "leftField", pid: self.pid, was: lastKnown(self) });
  removeFromField(s, self);
  toTrash(s, under);
  tamer!.epoch += 1;
  host.stack.push(tamer!);
  recordEvent(ctx, { kind: "sourcesPlaced", pid: host.pid, ...placedBy(sc), cards: [tamer!] });
  const trashed = under.length
    ? `; ${under.length === 1 ? "the card under it is" : `the ${under.length} cards under it are`} trashed (4-7-8)`
    : "";
  return [
    `${cardName(tamer!)} is placed as ${permName(host)}'s bottom digivolution card (16-28-1)${trashed}`,
  ];
}
