/**
 * Trigger-type keyword effects (15-8-3) that the attack and deletions trigger: <Raid> and
 * <Alliance> when their Digimon attacks (16-23, 16-24), <Retaliation> when it is deleted in
 * battle (16-13), <Fortitude> when it is deleted with digivolution cards (16-27). They wait
 * and activate like any triggered effect, so the kernel orders them with the others.
 */
import { leftBattleReason } from "../state/new-card.ts";
import { alsoAttacks, forbidden, hasKeyword, dpOf, isDigimon } from "../derive/index.ts";
import type { Activation, EffectContext, PendingEffect, Triggered } from "../../../engine/types.ts";
import type { Keyword } from "../model/index.ts";
import type { DigimonEvent } from "../state/events.ts";
import { recordEvent } from "../state/events.ts";
import {
  optionId,
  placeOnField,
  playByEffectBlocker,
  suspendPermanent,
  take,
  type OpScope,
  deletePermanents,
  restricted,
} from "../ops/index.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  cardName,
  findPermanent,
  locate,
  memoryOf,
  opponentOf,
  permName,
  top,
} from "../state/state.ts";
import { askYesNo } from "../../../engine/chooser.ts";
import { endTurnAttack, endTurnAttacksOf, isEndTurnAttack } from "./end-turn-attacks.ts";
import { KEYWORDS } from "../model/index.ts";

export interface KeywordSource {
  keywordTrigger: Keyword;
  host: CardInst;
  hostEpoch: number;
  where: "battle" | "trash";
  /** The Digimon with the keyword (battle) or the one it was (trash). */
  pid: number;
  /** <Retaliation>: the opponent's Digimon it battled. */
  opponentPid?: number;
}

export function isKeywordSource(x: unknown): x is KeywordSource {
  return typeof x === "object" && x !== null && "keywordTrigger" in x;
}

function trigger(
  keyword: Keyword,
  owner: string,
  host: CardInst,
  moment: number,
  rest: Omit<KeywordSource, "keywordTrigger" | "host" | "hostEpoch">,
): Triggered {
  return {
    key: `kw:${keyword}@${host.uid}`,
    moment,
    player: owner,
    card: host.code,
    name: host.def.name,
    label: KEYWORDS[keyword].label ?? keyword,
    source: { keywordTrigger: keyword, host, hostEpoch: host.epoch, ...rest } satisfies KeywordSource,
  };
}

export function collectKeywordTriggers(s: DigimonState, events: DigimonEvent[]): Triggered[] {
  const out: Triggered[] = [];
  for (const e of events) {
    if (e.kind === "attacking") {
      const p = findPermanent(s, e.pid);
      if (!p) continue;
      for (const k of ["raid", "alliance"] as const)
        if (hasKeyword(s, p, k))
          out.push(trigger(k, e.player, top(p), e.moment, { where: "battle", pid: p.pid }));
    }
    if (e.kind === "turnTiming" && e.timing === "endOfYourTurn")
      for (const p of s.players[e.player]!.battle)
        for (const k of endTurnAttacksOf(s, p))
          out.push(trigger(k, e.player, top(p), e.moment, { where: "battle", pid: p.pid }));
    if (e.kind === "deleted" && e.stack[0]) {
      const host = e.stack[0];
      const held = e.keywords ?? [];
      // Against a Security Digimon there is no battled Digimon on the field to delete.
      if (
        held.includes("retaliation") &&
        e.battle?.opponentPid !== undefined &&
        e.battle.opponentPid !== null
      )
        out.push(
          trigger("retaliation", e.owner, host, e.moment, {
            where: "trash",
            pid: e.pid,
            opponentPid: e.battle.opponentPid,
          }),
        );
      if (held.includes("ascension"))
        out.push(trigger("ascension", e.owner, host, e.moment, { where: "trash", pid: e.pid }));
      if (held.includes("fortitude") && e.stack.length > 1)
        out.push(trigger("fortitude", e.owner, host, e.moment, { where: "trash", pid: e.pid }));
    }
  }
  return out;
}

export function checkKeywordActivation(s: DigimonState, src: KeywordSource): Activation {
  if (src.where === "trash") {
    const at = locate(s, src.host.uid);
    if (!at || at.area !== "trash" || src.host.epoch !== src.hostEpoch)
      return {
        ok: false,
        reason: `${cardName(src.host)} is no longer in the trash, so it is a new card and its effect can't activate.`,
        rule: "15-4-4-3",
      };
    return { ok: true };
  }
  const p = findPermanent(s, src.pid);
  if (!p)
    return {
      ok: false,
      reason: leftBattleReason(s, src.host),
      rule: "15-4-4-3",
    };
  return { ok: true };
}

type Result = { text: string; rule: string | null };

/** 16-23: the target may switch to the opponent's unsuspended Digimon with the highest DP. */
function raid(s: DigimonState, ctx: EffectContext, me: string, self: Permanent): Result {
  const head = `Player ${me} activates ${permName(self)}'s <Raid>`;
  const a = s.attack;
  if (!a || a.attacker !== self.pid)
    return {
      text: `${head}, but no attack target was named, so there is no target to switch.`,
      rule: "16-23-1",
    };
  // "This Digimon's attack target can't change" stops <Raid> too (official Q&A).
  const held = forbidden(s, self, "switchTarget") ?? restricted(self, "switchTarget");
  if (held)
    return {
      text: `${head}, but ${permName(self)}'s attack target can't be switched (an effect of ${held}).`,
      rule: "15-8-2",
    };
  const theirs = s.players[opponentOf(s, me)]!.battle.filter(
    (p) => !p.suspended && isDigimon(s, p) && p.pid !== a.target,
  );
  if (theirs.length === 0)
    return { text: `${head}, but player ${opponentOf(s, me)} has no unsuspended Digimon.`, rule: "16-23-1" };
  const best = Math.max(...theirs.map((p) => dpOf(s, p) ?? 0));
  const highest = theirs.filter((p) => (dpOf(s, p) ?? 0) === best);
  if (!askYesNo(ctx, me, `Player ${me}: switch the attack target with <Raid>?`, top(self).code))
    return { text: `${head}, and chooses not to switch the attack target.`, rule: "16-23-3" };
  let pick = highest[0]!;
  if (highest.length > 1) {
    const [id] = ctx.choose({
      kind: "target",
      player: me,
      prompt: `Player ${me}: choose the new attack target (<Raid>)`,
      options: highest.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
      min: 1,
      max: 1,
      forCard: top(self).code,
    });
    pick = highest.find((p) => String(p.pid) === id) ?? pick;
  }
  a.target = pick.pid;
  recordEvent(ctx, { kind: "targetSwitched", attacker: a.attacker, player: a.player });
  return {
    text: `${head}: the attack target switches to ${permName(pick)}, the opponent's unsuspended Digimon with the highest DP (${best} DP; 16-23-1, 16-23-4).`,
    rule: "16-23-1",
  };
}

/** 16-24: suspend another Digimon; its DP upon suspension and <Security A. +1> for the attack. */
function alliance(s: DigimonState, ctx: EffectContext, me: string, self: Permanent): Result {
  const head = `Player ${me} activates ${permName(self)}'s <Alliance>`;
  const others = s.players[me]!.battle.filter((p) => p !== self && !p.suspended && isDigimon(s, p));
  if (others.length === 0)
    return {
      text: `${head}, but player ${me} has no other unsuspended Digimon to suspend.`,
      rule: "16-24-3",
    };
  const picked = ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: suspend 1 of your other Digimon for <Alliance> (or none)`,
    options: others.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    min: 0,
    max: 1,
    forCard: top(self).code,
  });
  const ally = others.find((p) => picked.includes(String(p.pid)));
  if (!ally) return { text: `${head}, and chooses not to suspend a Digimon.`, rule: "16-24-3" };
  suspendPermanent(ctx, ally, me);
  const amount = dpOf(s, ally) ?? 0;
  self.dpMods.push({ amount, source: top(self).code, attack: true });
  (self.granted ??= []).push({ keyword: "securityAttack", value: 1, source: top(self).code, attack: true });
  return {
    text: `${head}: ${permName(ally)} is suspended, and ${permName(self)} gets its ${amount} DP (${dpOf(s, self)} DP) and <Security A. +1> for the attack (16-24-1, 16-24-4).`,
    rule: "16-24-1",
  };
}

/** 16-13: the battled opponent's Digimon is deleted (by an effect, not in battle). */
function retaliation(s: DigimonState, ctx: EffectContext, me: string, src: KeywordSource): Result {
  const head = `Player ${me} activates ${cardName(src.host)}'s <Retaliation>`;
  const other = src.opponentPid === undefined ? undefined : findPermanent(s, src.opponentPid);
  if (!other)
    return { text: `${head}, but the Digimon it battled is no longer in the battle area.`, rule: "16-13-1" };
  const name = permName(other);
  const gone = deletePermanents(s, ctx, [other], false, { effectOf: me });
  return {
    text: `${head}: ${name}, the Digimon it battled, ${gone.length ? "is deleted" : "would be deleted, but an immediate-type effect prevents it"} (16-13-1; a deletion by an effect, not in battle).`,
    rule: "16-13-1",
  };
}

/** 16-27: the deleted Digimon's top card is played again without paying its cost. */
function fortitude(s: DigimonState, ctx: EffectContext, me: string, src: KeywordSource): Result {
  const head = `Player ${me} activates ${cardName(src.host)}'s <Fortitude>`;
  const blocker = playByEffectBlocker(s);
  if (blocker)
    return { text: `${head}, but ${permName(blocker)} forbids playing Digimon by effects.`, rule: "16-27-1" };
  take(s.players[src.host.owner]!.trash, src.host);
  const perm = placeOnField(s, ctx, src.host, src.host.owner, true, false, { from: "trash" });
  return {
    text: `${head}: ${permName(perm)} is played from the trash without paying its cost (16-27-1).`,
    rule: "16-27-1",
  };
}

/** 16-43: the deleted Digimon's top card may go from the trash to the top of the security stack. */
function ascension(s: DigimonState, ctx: EffectContext, me: string, src: KeywordSource): Result {
  const head = `Player ${me} activates ${cardName(src.host)}'s <Ascension>`;
  const prompt = `Player ${me}: place ${cardName(src.host)} at the top of your security stack (<Ascension>)?`;
  if (!askYesNo(ctx, me, prompt, src.host.code))
    return { text: `${head}, and chooses not to use it (16-43-3).`, rule: "16-43-3" };
  const owner = s.players[src.host.owner]!;
  take(owner.trash, src.host);
  src.host.epoch += 1;
  owner.security.unshift(src.host);
  return {
    text: `${head}: ${cardName(src.host)} is placed from the trash at the top of player ${src.host.owner}'s security stack (16-43-1).`,
    rule: "16-43-1",
  };
}

/**
 * <Blitz> (16-16): if the opponent has 1 or more memory, this Digimon may attack (16-16-3).
 * No attack can start during another one (11-2-4); the target is chosen as for any attack.
 */
export function blitz(sc: OpScope): string[] {
  const { s, ctx, me, self } = sc;
  if (!self) return ["the Digimon is no longer in the battle area"];
  const them = opponentOf(s, me);
  if (memoryOf(s, them) < 1) return [`player ${them} has no memory, so <Blitz> can't attack (16-16-5)`];
  if (s.attack) return ["an attack is already in progress, so no new attack can be declared (11-2-4)"];
  if (self.suspended) return [`${permName(self)} is suspended, so it can't attack (11-2-1)`];
  if (self.since > 0 && !hasKeyword(s, self, "rush"))
    return [`${permName(self)} was played this turn, so it can't attack (7-1-2-1)`];
  if (!askYesNo(ctx, me, `Player ${me}: attack with ${permName(self)} (<Blitz>)?`, top(self).code))
    return [`player ${me} chooses not to attack`];
  const targets = s.players[them]!.battle.filter(
    (p) => (p.suspended || alsoAttacks(s, self, p)) && isDigimon(s, p),
  );
  const [pick] = ctx.choose({
    kind: "target",
    player: me,
    prompt: `Player ${me}: attack player ${them} or 1 of their suspended Digimon?`,
    options: [
      { id: "player", label: `player ${them}` },
      ...targets.map((p) => ({ id: String(p.pid), label: permName(p), card: optionId(p) })),
    ],
    min: 1,
    max: 1,
    forCard: top(self).code,
  });
  const target = targets.find((p) => String(p.pid) === pick);
  suspendPermanent(ctx, self);
  s.attack = { attacker: self.pid, target: target ? target.pid : "player", player: me, stage: "declared" };
  recordEvent(ctx, { kind: "attacking", pid: self.pid, player: me });
  return [
    `${permName(self)} is suspended and attacks ${target ? permName(target) : `player ${them}`} (11-2-8-1)`,
  ];
}

export function activateKeyword(s: DigimonState, effect: PendingEffect, ctx: EffectContext): Result {
  const src = effect.source as KeywordSource;
  const me = effect.player;
  const self = findPermanent(s, src.pid);
  switch (src.keywordTrigger) {
    case "raid":
      return self ? raid(s, ctx, me, self) : { text: "The Digimon left the battle area.", rule: "15-4-4-3" };
    case "alliance":
      return self
        ? alliance(s, ctx, me, self)
        : { text: "The Digimon left the battle area.", rule: "15-4-4-3" };
    case "retaliation":
      return retaliation(s, ctx, me, src);
    case "fortitude":
      return fortitude(s, ctx, me, src);
    case "ascension":
      return ascension(s, ctx, me, src);
    default:
      if (isEndTurnAttack(src.keywordTrigger))
        return self
          ? endTurnAttack(s, ctx, me, self, src.keywordTrigger)
          : { text: "The Digimon left the battle area.", rule: "15-4-4-3" };
      return { text: `${cardName(src.host)}'s ${src.keywordTrigger} does nothing here.`, rule: null };
  }
}
