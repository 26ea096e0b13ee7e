/**
 * State-based actions (703). One call is one check: every condition of 703.4a-l is read from
 * the same state, then everything found is performed together as a single event (703.3).
 * The kernel calls again until a check finds nothing; the abilities the event triggers wait
 * until then (703.1: nothing else is handled before the state-based actions are done).
 */
import { powerOf } from "./power.ts";
import type { EffectContext, RuleCheckResult } from "../../engine/types.ts";
import { destroyObject, replaceObject, splitLink } from "./ops.ts";
import {
  type BzObject,
  type DmState,
  type PlayerId,
  allObjects,
  cardName,
  civilizationsOf,
  godsLink,
  isCell,
  isCreature,
  isLinkedGod,
  isSealed,
  newObject,
  objName,
  removeObject,
  sendToGraveyard,
  top,
} from "./state.ts";

interface Part {
  rule: string;
  /** The rules named in the sentence, when more than the step's rule. */
  cite?: string;
  text: string;
  card: string | null;
}

/** Card types that belong in the battle zone (703.4i). */
const PROPER_IN_BATTLE = new Set(["Creature", "Cross Gear", "D2 Field", "Psychic Cell", "Dragheart Cell"]);

function linkFits(o: BzObject): boolean {
  for (let i = 1; i < o.cards.length; i++)
    if (!godsLink(o.cards[i - 1]!, o.cards[i]!, o.linkLost)) return false;
  return true;
}

function rest(parts: BzObject[]): string {
  const names = parts.map(objName);
  if (names.length === 0) return "nothing is left";
  return `${names.join(" and ")} ${names.length === 1 ? "stays" : "stay"} in the battle zone`;
}

/**
 * 703.4f: of a linked God that leaves, only one card leaves; its owner chooses which. The
 * others stay, still linked where their link abilities fit.
 */
function oneGodLeaves(
  s: DmState,
  ctx: EffectContext,
  o: BzObject,
  to: "graveyard" | "hand",
  destroyed: boolean,
  moment: number,
): string {
  const owner = top(o).owner;
  const [id] = ctx.choose({
    kind: "target",
    player: owner,
    prompt: `Player ${owner}: only one card of ${objName(o)} leaves the battle zone (703.4f); which one?`,
    options: o.cards.map((c, i) => ({ id: String(i), label: cardName(c), card: c.code })),
    min: 1,
    max: 1,
  });
  const leaving = o.cards[Number(id ?? 0)] ?? o.cards[0]!;
  o.cards = o.cards.filter((c) => c !== leaving);
  if (to === "hand") s.players[leaving.owner]!.hand.push(leaving);
  else sendToGraveyard(s, leaving);
  if (destroyed) ctx.emit({ kind: "destroyed", moment, owner: leaving.owner, card: leaving });
  const parts = splitLink(s, o);
  replaceObject(s, o, parts);
  ctx.note(`${cardName(leaving)} goes to player ${leaving.owner}'s ${to}`);
  return `player ${owner} chooses ${cardName(leaving)}, which ${destroyed ? "is destroyed" : `goes to the ${to}`}, and ${rest(parts)}`;
}

type Deed = () => Part | null;

function present(s: DmState, o: BzObject): boolean {
  return allObjects(s).includes(o);
}

function losses(s: DmState): Deed[] {
  const found: { player: PlayerId; rule: string; why: string }[] = [];
  for (const p of s.directlyAttacked)
    found.push({
      player: p,
      rule: "703.4a",
      why: "was attacked directly with no shields and the attack was not redirected",
    });
  for (const id of s.order) {
    const ps = s.players[id]!;
    if (ps.deckKnown && ps.deck.length === 0)
      found.push({ player: id, rule: "703.4b", why: "has no cards left in the deck" });
  }
  return found.map((f) => () => {
    s.directlyAttacked = s.directlyAttacked.filter((p) => p !== f.player || f.rule !== "703.4a");
    if (!s.lost.some((l) => l.player === f.player)) s.lost.push({ player: f.player, rule: f.rule });
    return {
      rule: f.rule,
      text: `player ${f.player} ${f.why}, so player ${f.player} loses the game`,
      card: null,
    };
  });
}

function destructions(s: DmState, ctx: EffectContext, moment: number): Deed[] {
  const doomed = allObjects(s).filter((o) => isCreature(o) && (powerOf(s, o) <= 0 || o.lostBattle));
  const leaving = allObjects(s).filter((o) => o.leaving !== null && !doomed.includes(o));
  const destroy = doomed.map((o): Deed => {
    const zero = powerOf(s, o) <= 0;
    const battle = o.lostBattle;
    return () => {
      if (!present(s, o)) return null;
      const rule = zero ? "703.4c" : "703.4d";
      const cite = zero && battle ? "703.4c, 703.4d" : rule;
      const why = [zero ? `has power ${powerOf(s, o)} (0 or less)` : "", battle ? "lost a battle" : ""]
        .filter(Boolean)
        .join(" and ");
      o.lostBattle = false;
      const name = objName(o);
      const card = top(o).code;
      if (isLinkedGod(o)) {
        const how = oneGodLeaves(s, ctx, o, "graveyard", true, moment);
        return {
          rule,
          cite: `${cite}, 703.4f`,
          text: `${name} ${why} and is destroyed, but only one card of a linked God leaves: ${how}`,
          card,
        };
      }
      destroyObject(s, ctx, o, moment);
      return { rule, cite, text: `${name} ${why} and is destroyed`, card };
    };
  });
  const leave = leaving.map((o): Deed => () => {
    if (!present(s, o) || !o.leaving) return null;
    const { to, destroyed } = o.leaving;
    const name = objName(o);
    const how = oneGodLeaves(s, ctx, o, to, destroyed, moment);
    return {
      rule: "703.4f",
      text: `${name} is leaving the battle zone, but only one card of a linked God leaves: ${how}`,
      card: null,
    };
  });
  return [...destroy, ...leave];
}

function brokenLinks(s: DmState): Deed[] {
  return allObjects(s)
    .filter((x) => isLinkedGod(x) && !linkFits(x) && x.leaving === null)
    .map((o) => () => {
      if (!present(s, o) || !isLinkedGod(o)) return null;
      const name = objName(o);
      const lost = o.cards.filter((c) => o.linkLost.includes(c.uid));
      const why = lost.length
        ? `${lost.map(cardName).join(" and ")} no longer ${lost.length === 1 ? "has" : "have"} a link ability`
        : "their link abilities no longer fit";
      const split = splitLink(s, o);
      replaceObject(s, o, split);
      return {
        rule: "703.4e",
        text: `${name}: ${why}, so the link goes away and ${rest(split)}`,
        card: null,
      };
    });
}

function loneCells(s: DmState): Deed[] {
  return allObjects(s)
    .filter((o) => o.cards.length === 1 && isCell(top(o)) && !isSealed(o))
    .map((o) => () => {
      if (!present(s, o)) return null;
      const c = top(o);
      removeObject(s, o);
      s.players[c.owner]!.hyperspatial.push(c);
      return {
        rule: "703.4g",
        text: `${cardName(c)} is a ${c.def.type} alone in the battle zone and returns to the hyperspatial zone`,
        card: c.code,
      };
    });
}

function rebuilds(s: DmState): Deed[] {
  return allObjects(s)
    .filter((x) => x.rebuild)
    .map((o) => () => {
      if (!present(s, o)) return null;
      const cards = o.cards;
      const head = cards[0];
      let built: BzObject[];
      if (!head) built = [];
      else if (head.def.evolution && head.def.type === "Creature") built = [newObject(s, cards)];
      else built = cards.map((c) => newObject(s, [c]));
      for (const b of built) b.tapped = o.tapped;
      if (built[0]) built[0].seals = o.seals;
      replaceObject(s, o, built);
      const what = built.map(objName).join(" and ") || "nothing";
      return {
        rule: "703.4h",
        text: `the top card of an evolution creature left on its own, so the cards that were under it are rebuilt: ${what} ${built.length === 1 ? "is" : "are"} now in the battle zone as ${built.length === 1 ? "a creature" : "separate objects"}`,
        card: head?.code ?? null,
      };
    });
}

function improper(s: DmState): Deed[] {
  return allObjects(s)
    .filter((o) => !o.rebuild && !isSealed(o) && o.form === "stack" && !PROPER_IN_BATTLE.has(top(o).def.type))
    .map((o) => () => {
      if (!present(s, o)) return null;
      const c = top(o);
      removeObject(s, o);
      for (const card of o.cards) s.players[card.owner]!.graveyard.push(card);
      return {
        rule: "703.4i",
        text: `${cardName(c)} is a ${c.def.type}, which is not a proper card type for the battle zone, and is put into the graveyard`,
        card: c.code,
      };
    });
}

function unseal(s: DmState, ctx: EffectContext): Deed[] {
  return allObjects(s)
    .filter((o) => o.newCommand)
    .map((cmd) => () => {
      cmd.newCommand = false;
      const owner = top(cmd).owner;
      const civs = civilizationsOf(cmd);
      const sealed = s.players[owner]!.battle.filter(
        (o) => o !== cmd && isSealed(o) && civilizationsOf(o).some((c) => civs.includes(c)),
      );
      if (sealed.length === 0) return null;
      let target = sealed[0]!;
      if (sealed.length > 1) {
        const [id] = ctx.choose({
          kind: "target",
          player: owner,
          prompt: `Player ${owner}: which of your sealed cards loses a seal (703.4j)?`,
          options: sealed.map((o, i) => ({ id: String(i), label: cardName(top(o)), card: top(o).code })),
          min: 1,
          max: 1,
        });
        target = sealed[Number(id ?? 0)] ?? target;
      }
      const seal = target.seals.shift()!;
      s.players[seal.owner]!.graveyard.push(seal);
      const freed =
        target.seals.length === 0
          ? `; ${cardName(top(target))} has no seal left and is no longer sealed`
          : "";
      return {
        rule: "703.4j",
        text: `the Command ${cardName(top(cmd))} came into the battle zone, so player ${owner} puts a seal from ${cardName(top(target))} (sharing a civilization with it) into the graveyard${freed}`,
        card: top(cmd).code,
      };
    });
}

function castles(s: DmState): Deed[] {
  return s.order.flatMap((id) => {
    const ps = s.players[id]!;
    return ps.looseCastles
      .filter((l) => l.waitingFor === null)
      .map((loose) => () => {
        ps.looseCastles.splice(ps.looseCastles.indexOf(loose), 1);
        s.players[loose.castle.owner]!.graveyard.push(loose.castle);
        return {
          rule: "703.4k",
          text: `the shield that ${cardName(loose.castle)} fortified has left the shield zone, so the castle goes to its owner's graveyard`,
          card: loose.castle.code,
        };
      });
  });
}

function d2Fields(s: DmState): Deed[] {
  const fields = allObjects(s).filter((o) => top(o).def.type === "D2 Field" && !isSealed(o));
  if (fields.length < 2) return [];
  const newest = fields.reduce((a, b) => (b.arrived > a.arrived ? b : a));
  return fields
    .filter((f) => f !== newest)
    .map((o) => () => {
      if (!present(s, o)) return null;
      removeObject(s, o);
      for (const c of o.cards) s.players[c.owner]!.graveyard.push(c);
      return {
        rule: "703.4l",
        text: `${cardName(top(newest))} is a newer D2 Field, so ${cardName(top(o))}, which was there before, goes to its owner's graveyard`,
        card: top(o).code,
      };
    });
}

/**
 * One check (703.3): every condition is read from the state as it is now, and only then is
 * everything found performed, as one event (its events share one moment).
 */
export function stateBasedActions(s: DmState, ctx: EffectContext): RuleCheckResult | null {
  if (s.lost.length > 0) return null;
  const moment = ctx.nextMoment();
  const deeds = [
    ...losses(s),
    ...destructions(s, ctx, moment),
    ...brokenLinks(s),
    ...loneCells(s),
    ...rebuilds(s),
    ...improper(s),
    ...unseal(s, ctx),
    ...castles(s),
    ...d2Fields(s),
  ];
  const parts = deeds.map((d) => d()).filter((p): p is Part => p !== null);
  if (parts.length === 0) return null;
  const list = parts.map((p) => `${p.text} (${p.cite ?? p.rule})`);
  const together = parts.length > 1 ? ", performed together as one event (703.3)" : "";
  const during = s.resolving
    ? `While ${s.resolving} is still resolving, the state-based actions are checked (111.2d). `
    : "";
  const head = s.resolving ? "They find" : `State-based actions${together}`;
  const joined =
    s.resolving && parts.length > 1
      ? `${list.join("; ")}, performed together as one event (703.3)`
      : list.join("; ");
  return {
    text: `${during}${head}: ${joined}.`,
    rule: parts[0]!.rule,
    card: parts.length === 1 ? parts[0]!.card : null,
  };
}

/** Who lost, once anyone has (104: the other player wins; both at once is a draw). */
export function gameResult(s: DmState): { text: string; rule: string } | null {
  if (s.lost.length === 0) return null;
  const losers = [...new Set(s.lost.map((l) => l.player))];
  const rule = s.lost[0]!.rule;
  if (losers.length >= s.order.length)
    return { text: "Both players lose at the same time: the game is a draw.", rule };
  const winner = s.order.find((p) => !losers.includes(p));
  return { text: `Player ${losers.join(" and ")} loses the game (${rule}); player ${winner} wins.`, rule };
}
