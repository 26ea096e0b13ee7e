/**
 * The operations the card-text compiler added: suspending, returning to hand or deck,
 * security and deck manipulation, revealing, keywords gained, conditions and "you may".
 * runOp (ops.ts) hands every operation it does not know itself to runMoreOp.
 */
import type { FieldTarget, Keyword, Op, SecurityOp } from "./ability.ts";
import { condHolds, describeCond } from "./conditions.ts";
import { returnProtected, runDprOp } from "./ops-dpr.ts";
import {
  type OpScope,
  canPay,
  chooseTargets,
  describeOps,
  deletePermanents,
  placeOnField,
  playByEffectBlocker,
  removeFromField,
  runOp,
  suspendPermanent,
  toTrash,
} from "./ops.ts";
import {
  type CardInst,
  type Permanent,
  cardName,
  count,
  findPermanent,
  matchesFilter,
  opponentOf,
  ownerOf,
  permName,
} from "./state.ts";
import { UNKNOWN_CARD } from "./cards/generic.ts";
import { cantChange, runRestrict } from "./ops-statics.ts";
import { scaleOp } from "./scale.ts";
import { runOutcome } from "./ops-outcome.ts";
import { runChoose, runDeleteUpToTotal, runTrashAnySources } from "./ops-sources.ts";
import { cannotUnsuspend, runNoUnsuspend } from "./ops-restrict.ts";
import { askYesNo } from "../../engine/chooser.ts";
import { staysLine, stillLeaving } from "./ops-would.ts";
import { runCostOp } from "./ops-costs.ts";
import { becomeAttackTarget } from "./battle-keywords.ts";
import { runAttackOp } from "./ops-attack.ts";
import { runGainEffect } from "./ops-gained.ts";
import { runLater } from "./ops-later.ts";
import { runWithIt } from "./ops-it.ts";
import { isToken, runPlayToken } from "./ops-token.ts";
import { emitHandAdded } from "./ops-events.ts";
import { recordEvent } from "./events.ts";
import { thisCardToHand } from "./this-card.ts";
import { howMany, placeRevealed } from "./ops-stack.ts";

type MoreOp = Exclude<
  Op,
  {
    op:
      | "draw"
      | "memory"
      | "setMemory"
      | "dp"
      | "delete"
      | "deDigivolve"
      | "playFrom"
      | "digivolveBy"
      | "dnaBy"
      | "attackBy"
      | "returnToHand"
      | "suspendTriggering"
      | "suspendThis"
      | "unsuspendThis"
      | "securityToHand"
      | "trashBottomSource"
      | "returnSourceToHand"
      | "unblockable"
      | "ifDna"
      | "ifDeleted"
      | "raiseLevelMax"
      | "topToBottom"
      | "perTriggerCount"
      | "atEndOfTurn"
      | "overwrite"
      | "playSelf"
      | "playSelfAfterBattle"
      | "activateMain"
      | "placeSelf"
      | "save"
      | "mindLink"
      | "delay"
      | "digiBurst"
      | "chooseEffects"
      | "atEndOfBattle"
      | "returnSelfToHand"
      | "securityDp"
      | "preventLeave"
      | "reduceCost"
      | SecurityOp["op"];
  }
>;

const show = (c: CardInst) => (c.code === UNKNOWN_CARD ? "an unknown card" : cardName(c));

const KEYWORD_NAMES: Partial<Record<Keyword, string>> = { securityAttack: "Security Attack" };

export function keywordName(k: Keyword, value?: number): string {
  const name = KEYWORD_NAMES[k] ?? k.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());
  return value === undefined ? `<${name}>` : `<${name} ${value >= 0 ? "+" : ""}${value}>`;
}

function targets(sc: OpScope, target: FieldTarget | "this", verb: string): Permanent[] {
  if (target === "this") return sc.self ? [sc.self] : [];
  return chooseTargets(sc, target, verb);
}

/** Chooses `n` cards of a list (all of them when there are no more than n). */
function chooseCards(sc: OpScope, player: string, cards: CardInst[], n: number, min: number, prompt: string) {
  if (cards.length <= n && min >= cards.length) return [...cards];
  const picked = sc.ctx.choose({
    kind: "target",
    player,
    prompt,
    options: cards.map((c) => ({ id: String(c.uid), label: cardName(c), card: c.code })),
    min: Math.min(min, cards.length),
    max: Math.min(n, cards.length),
    forCard: sc.forCard,
  });
  return cards.filter((c) => picked.includes(String(c.uid)));
}

function remove(list: CardInst[], cards: CardInst[]): void {
  for (const c of cards) {
    const i = list.indexOf(c);
    if (i >= 0) list.splice(i, 1);
  }
}

function subjectOf(sc: OpScope): Permanent | undefined {
  const pid = sc.source?.subjectPid;
  return pid === undefined ? undefined : findPermanent(sc.s, pid);
}

/** Every Digimon the trigger was about that is still on the field. */
function subjectsOf(sc: OpScope): Permanent[] {
  const one = sc.source?.subjectPid;
  const pids = sc.source?.subjectPids ?? (one === undefined ? [] : [one]);
  return pids.map((pid) => findPermanent(sc.s, pid)).filter((p): p is Permanent => p !== undefined);
}

export function runMoreOp(sc: OpScope, op: MoreOp): string[] {
  const { s, ctx, me } = sc;
  const mine = s.players[me]!;
  switch (op.op) {
    case "suspend": {
      const picked = chooseTargets(sc, op.target, "suspend");
      if (picked.length === 0) return ["there is nothing to suspend"];
      const held = picked.flatMap((p) => cantChange(s, p, "suspend") ?? []);
      const free = picked.filter((p) => !cantChange(s, p, "suspend"));
      for (const p of free) suspendPermanent(ctx, p, me);
      if (free.length === 0) return held;
      return [...held, `${free.map(permName).join(", ")} ${free.length > 1 ? "are" : "is"} suspended`];
    }
    case "unsuspend": {
      const picked = chooseTargets(sc, op.target, "unsuspend");
      return picked.map((p) => {
        if (!p.suspended) return `${permName(p)} is already unsuspended`;
        const held = cantChange(s, p, "unsuspend") ?? cannotUnsuspend(p);
        if (held) return held;
        p.suspended = false;
        recordEvent(ctx, { kind: "unsuspended", pid: p.pid });
        return `${permName(p)} is unsuspended`;
      });
    }
    case "bounce": {
      const picked = chooseTargets(
        sc,
        op.target,
        op.to === "hand" ? "return to the hand" : "return to the deck",
      );
      if (picked.length === 0) return ["there is nothing to return"];
      const held = picked.flatMap((p) => returnProtected(s, p, me) ?? []);
      const movable = picked.filter((p) => !returnProtected(s, p, me));
      const leaving = stillLeaving(s, ctx, movable, { effectOf: me }, false);
      const stay = movable.filter((p) => !leaving.includes(p)).map(staysLine);
      return [
        ...held,
        ...stay,
        ...leaving.map((p) => {
          const name = permName(p);
          const owner = s.players[ownerOf(p)]!;
          removeFromField(s, p);
          for (const c of p.stack) c.epoch += 1;
          // The cards under it are trashed at the same time (4-7-8), whichever area it goes to.
          const [first, ...rest] = p.stack;
          toTrash(s, rest);
          const under = rest.length ? ", its digivolution cards go to the trash (4-7-8)" : "";
          if (isToken(first!))
            return `${name} leaves the field and, being a token, is removed from the game (4-21-5)`;
          if (op.to === "deckBottom") {
            owner.deck.push(first!);
            return `${name} returns to the bottom of player ${owner.id}'s deck${under}`;
          }
          owner.hand.push(first!);
          emitHandAdded(sc, owner.id, 1);
          return `${name} returns to player ${owner.id}'s hand${under}`;
        }),
      ];
    }
    case "deleteThis": {
      if (!sc.self) return ["this Digimon is no longer on the field, so nothing is deleted"];
      const name = permName(sc.self);
      const gone = deletePermanents(s, ctx, [sc.self], false, { effectOf: me });
      return [
        gone.length
          ? `${name} is deleted`
          : `${name} would be deleted, but an immediate-type effect prevents it`,
      ];
    }
    case "trashSecurity": {
      const who = op.side === "you" ? me : opponentOf(s, me);
      const stack = s.players[who]!.security;
      const cards =
        op.from === "top" ? stack.splice(0, op.n) : stack.splice(Math.max(0, stack.length - op.n));
      if (cards.length === 0) return [`player ${who} has no security card to trash`];
      toTrash(s, cards);
      recordEvent(ctx, { kind: "securityRemoved", player: who });
      return [`the ${op.from} security card of player ${who} (${cards.map(show).join(", ")}) is trashed`];
    }
    case "recovery": {
      const cards = mine.deck.splice(0, op.n);
      for (const c of cards) c.epoch += 1;
      mine.security.unshift(...cards.reverse());
      if (cards.length > 0) recordEvent(ctx, { kind: "securityAdded", player: me });
      return [
        `player ${me} places ${cards.length} card(s) from the top of the deck on top of the security stack`,
      ];
    }
    case "trashDeck": {
      const who = op.who === "both" ? s.order : [me];
      return who.map((id) => {
        const cards = s.players[id]!.deck.splice(0, op.n);
        toTrash(s, cards);
        if (cards.length > 0) recordEvent(ctx, { kind: "deckTrashed", player: id, cards });
        return `player ${id} trashes the top ${cards.length} card(s) of the deck`;
      });
    }
    case "trashHand": {
      const who = op.who === "opponent" ? opponentOf(s, me) : me;
      const hand = s.players[who]!.hand;
      const fits = op.filter ? hand.filter((c) => matchesFilter(s, c, op.filter!)) : hand;
      const cards = chooseCards(sc, who, fits, op.n, op.n, `Player ${who}: choose ${op.n} card(s) to trash`);
      remove(hand, cards);
      toTrash(s, cards);
      if (cards.length > 0) recordEvent(ctx, { kind: "handTrashed", player: who, byEffect: me, cards });
      return [
        cards.length
          ? `player ${who} trashes ${cards.map(show).join(", ")} from the hand`
          : `player ${who} has no card in the hand to trash`,
      ];
    }
    case "addSelfToHand":
      return thisCardToHand(sc, "is added");
    case "reveal": {
      const shown = mine.deck.splice(0, op.n);
      const out = [`player ${me} reveals ${shown.map(show).join(", ") || "nothing"}`];
      for (const pick of op.picks) {
        const fits = shown.filter((c) => matchesFilter(s, c, pick.filter));
        const count = pick.all ? fits.length : pick.count;
        const min = pick.to !== "play" && !pick.optional ? Math.min(count, fits.length) : 0;
        const chosen = chooseCards(sc, me, fits, count, min, `Player ${me}: choose among the revealed cards`);
        if (pick.to !== "hand" && pick.to !== "play") {
          out.push(...placeRevealed(sc, pick, chosen, shown));
          continue;
        }
        remove(shown, chosen);
        for (const c of chosen) {
          if (pick.to === "hand") {
            c.epoch += 1;
            mine.hand.push(c);
            emitHandAdded(sc, me, 1);
            out.push(`${cardName(c)} is added to the hand`);
          } else {
            const blocker = playByEffectBlocker(s);
            if (blocker) {
              shown.push(c);
              out.push(`${cardName(c)} cannot be played: ${permName(blocker)} forbids playing by effects`);
            } else {
              placeOnField(s, ctx, c, me, true);
              out.push(`${cardName(c)} is played without paying its cost`);
            }
          }
        }
      }
      if (shown.length === 0) return out;
      let where = op.rest;
      if (where === "topOrBottom") {
        const [answer] = ctx.choose({
          kind: "target",
          player: me,
          prompt: `Player ${me}: put the rest on top of the deck or at the bottom?`,
          options: [
            { id: "bottom", label: "bottom" },
            { id: "top", label: "top" },
          ],
          min: 1,
          max: 1,
          forCard: sc.forCard,
        });
        if (answer === "top") {
          mine.deck.unshift(...shown);
          out.push("the rest go on top of the deck");
          return out;
        }
        where = "deckBottom";
      }
      if (where === "deckTop" || where === "hand") {
        for (const c of shown) c.epoch += 1;
        if (where === "hand") mine.hand.push(...shown);
        else mine.deck.unshift(...shown);
        out.push(where === "hand" ? "the rest are added to the hand" : "the rest go on top of the deck");
        return out;
      }
      if (where === "trash") toTrash(s, shown);
      else mine.deck.push(...shown);
      out.push(`the rest ${where === "trash" ? "are trashed" : "go to the bottom of the deck"}`);
      return out;
    }
    case "gainKeyword": {
      if (op.target !== "this" && op.target.count === "all" && !op.target.filter.other) {
        // Overall processing that lasts also reaches Digimon placed later (15-11-2-2).
        const { side, filter } = op.target;
        const sides = side === "any" ? s.order : [side === "you" ? me : opponentOf(s, me)];
        const { keyword, value } = op;
        for (const affects of sides)
          (s.lastingKeywords ??= []).push({ source: sc.forCard, affects, filter, keyword, value });
        const who = sides.map((p) => `player ${p}'s`).join(" and ");
        return [
          `all of ${who} matching Digimon gain ${keywordName(keyword, value)}, including any placed later (15-11-2-2)`,
        ];
      }
      const picked = targets(sc, op.target, `give ${keywordName(op.keyword, op.value)}`);
      for (const p of picked)
        (p.granted ??= []).push({ keyword: op.keyword, value: op.value, source: sc.forCard });
      return picked.map(
        (p) =>
          `${permName(p)} gains ${keywordName(op.keyword, op.value)} ${op.duration === "turn" ? "for the turn" : "until the end of the opponent's turn"}`,
      );
    }
    case "trashSources": {
      const picked = chooseTargets(sc, op.target, "trash digivolution cards of");
      const out: string[] = [];
      for (const p of picked) {
        const under = p.stack.slice(1);
        const n = op.upTo
          ? howMany(sc, op.n === "all" ? under.length : op.n, under.length, p)
          : op.n === "all"
            ? under.length
            : op.n;
        const cards = op.from === "top" ? under.slice(0, n) : under.slice(Math.max(0, under.length - n));
        if (cards.length === 0) continue;
        remove(p.stack, cards);
        toTrash(s, cards);
        recordEvent(ctx, { kind: "sourceTrashed", owner: ownerOf(p), pid: p.pid, byEffect: me, cards });
        out.push(
          `${cards.map(show).join(", ")} ${cards.length > 1 ? "are" : "is"} trashed from under ${permName(p)}`,
        );
      }
      return out.length ? out : ["no digivolution card is trashed"];
    }
    case "becomeAttackTarget":
      return becomeAttackTarget(sc);
    case "switchTarget":
    case "endAttack":
      return runAttackOp(sc, op);
    case "gainEffect":
      return runGainEffect(sc, op);
    case "later":
      return runLater(sc, op);
    case "withIt":
      return runWithIt(sc, op);
    case "playToken":
      return runPlayToken(sc, op);
    case "if":
      if (!condHolds(s, me, sc.self, op.cond, subjectOf(sc), subjectsOf(sc)))
        return [`the condition (${describeCond(op.cond)}) is not met`];
      return op.then.flatMap((o) => runOp(sc, o));
    case "choose":
      return runChoose(sc, op);
    case "deleteUpToTotalDp":
      return runDeleteUpToTotal(sc, op);
    case "raiseMax":
    case "asSubject":
      return runDprOp(sc, op);
    case "restrict":
      return runRestrict(sc, op);
    case "noUnsuspend":
      return runNoUnsuspend(sc, op);
    case "trashAnySources":
      return runTrashAnySources(sc, op);
    case "ifOutcome":
      return runOutcome(sc, op);
    case "scaled": {
      const k = count(s, me, op.by, sc.self);
      if (k === 0) return ["the count is 0, so that part does nothing"];
      return [`it counts ${k}`, ...op.then.flatMap((o) => runOp(sc, scaleOp(o, k) ?? o))];
    }
    case "may": {
      if (op.cost) {
        const cannot = canPay(sc, op.cost);
        if (cannot) return [`${cannot}, so that part does nothing`];
      }
      const prompt = `Player ${me}: with [${sc.forCard}]'s effect, ${op.cost ? `pay (${describeOps(op.cost)}) to ` : ""}${describeOps(op.then)}?`;
      if (!askYesNo(ctx, me, prompt, sc.forCard)) return [`player ${me} chooses not to`];
      return [...(op.cost ?? []), ...op.then].flatMap((o) => runOp(sc, o));
    }
    default:
      return runCostOp(sc, op);
  }
}
