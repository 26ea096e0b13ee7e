/**
 * Effects on the attack in progress: switching its target to another Digimon (11-2-7-2) and
 * ending it (15-15-1). Both need an attack that has not ended and an attacker still in the
 * battle area; a target can't be switched to the one it already is (11-2-7-3).
 */
import type { FieldTarget, Op } from "../model/index.ts";
import { optionId } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { forbidden, permanentMatches, isDigimon } from "../derive/index.ts";
import { restricted } from "./no-unsuspend.ts";
import {
  type AttackState,
  type Permanent,
  type PlayerId,
  allPermanents,
  cardName,
  findPermanent,
  opponentOf,
  ownerOf,
  permName,
  sideMatches,
} from "../state/state.ts";
import { recordEvent } from "../state/events.ts";

export type AttackOp = Extract<Op, { op: "switchTarget" | "endAttack" }>;

/** The attack an effect can still act on, or why there is none. */
function liveAttack(sc: OpScope): AttackState | string {
  const a = sc.s.attack;
  if (!a || a.stage === "ended") return "no attack is in progress, so there is nothing to act on";
  if (!findPermanent(sc.s, a.attacker))
    return "the attacking Digimon left the battle area, so its attack target can't change (11-2-7-4)";
  return a;
}

function switchTarget(sc: OpScope, to: FieldTarget, chooser?: "opponent"): string[] {
  const { s, ctx, me } = sc;
  const a = liveAttack(sc);
  if (typeof a === "string") return [a];
  const attacker = findPermanent(s, a.attacker)!;
  const held = forbidden(s, attacker, "switchTarget") ?? restricted(attacker, "switchTarget");
  if (held) return [`${permName(attacker)}'s attack target can't be switched (an effect of [${held}])`];
  // Only a Digimon of the attacked player can be the target, and not the one it already is (11-2-7-3).
  const candidates = allPermanents(s).filter(
    (p) =>
      p.pid !== a.target &&
      ownerOf(p) !== a.player &&
      isDigimon(s, p) &&
      sideMatches(s, me, to.side, ownerOf(p)) &&
      permanentMatches(s, p, to.filter, sc.self, sc.me),
  );
  if (candidates.length === 0) return ["no Digimon can become the new attack target"];
  // "Your opponent may choose 1 of their ... Digimon. If they do, switch ...": they pick, or decline.
  const picker = chooser === "opponent" ? opponentOf(s, me) : me;
  const pick = pickTarget(sc, candidates, to.upTo === true, picker);
  if (!pick)
    return [`player ${picker} ${chooser ? "chooses no Digimon, so the target stays" : "switches nothing"}`];
  const before = a.target === "player" ? `player ${ownerOf(pick)}` : nameOf(sc, a.target);
  a.target = pick.pid;
  recordEvent(ctx, { kind: "targetSwitched", attacker: a.attacker, player: a.player });
  return [`the attack target switches from ${before} to ${permName(pick)} (11-2-7-2)`];
}

function nameOf(sc: OpScope, pid: number): string {
  const p = findPermanent(sc.s, pid);
  return p ? permName(p) : "a Digimon no longer in the battle area";
}

function pickTarget(
  sc: OpScope,
  candidates: Permanent[],
  upTo: boolean,
  picker: PlayerId = sc.me,
): Permanent | undefined {
  if (candidates.length === 1 && !upTo) return candidates[0];
  const [id] = sc.ctx.choose({
    kind: "target",
    player: picker,
    prompt: `Player ${picker}: choose the new attack target`,
    options: candidates.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: upTo ? 0 : 1,
    max: 1,
    forCard: sc.forCard,
  });
  return candidates.find((p) => String(p.pid) === id);
}

/**
 * "End the attack": the end of attack timing comes right after this effect (15-15-1-1), so
 * nothing of the attack that was still to come (block, battle, security check) happens.
 */
function endAttack(sc: OpScope): string[] {
  const { s, ctx } = sc;
  const a = s.attack;
  if (!a || a.stage === "ended") return ["no attack is in progress, so there is none to end"];
  const checked = a.checked;
  if (checked) {
    // A card being checked goes to the trash when its check is cut short (13-1-8-4).
    a.checked = undefined;
    const ps = s.players[checked.owner]!;
    const placed = ps.battle.some((p) => p.stack.includes(checked)) || ps.hand.includes(checked);
    if (!placed && !ps.trash.includes(checked)) {
      checked.epoch += 1;
      ps.trash.push(checked);
    }
  }
  a.stage = "ended";
  a.piercing = false;
  a.playAfterBattle = false;
  a.endOfBattle = undefined;
  const attacker = findPermanent(s, a.attacker);
  if (attacker) recordEvent(ctx, { kind: "endOfAttack", pid: a.attacker, player: a.player });
  const who = attacker ? `${permName(attacker)}'s attack` : "the attack";
  const trashed = checked ? `; the checked ${cardName(checked)} goes to the trash` : "";
  return [`${who} ends: its end of attack timing comes at once (15-15-1-1)${trashed}`];
}

export function runAttackOp(sc: OpScope, op: AttackOp): string[] {
  return op.op === "switchTarget" ? switchTarget(sc, op.to, op.chooser) : endAttack(sc);
}

/**
 * "Change the attack target to this Digimon" (11-2-7-2): not to the target it already is
 * (11-2-7-3), and not once the attacker has left the battle area (11-2-7-4).
 */
export function becomeAttackTarget(sc: OpScope): string[] {
  const { s, self } = sc;
  const a = s.attack;
  if (!self) return [];
  if (!a) return ["no attack target was named, so there is no attack target to change"];
  if (a.target === self.pid) return [`${permName(self)} is already the attack target (11-2-7-3)`];
  if (!findPermanent(s, a.attacker))
    return ["the attacking Digimon left the battle area, so its attack target can't change (11-2-7-4)"];
  if (ownerOf(self) === a.player) return [];
  a.target = self.pid;
  recordEvent(sc.ctx, { kind: "targetSwitched", attacker: a.attacker, player: a.player });
  return [`the attack target changes to ${permName(self)} (11-2-7-2)`];
}
