/** A canonical key of a Digimon state: two states with the same key have the same future. */
import type { CardInst, DigimonState, Permanent } from "./state.ts";

const card = (c: CardInst) =>
  `${c.uid}:${c.code}:${c.epoch}${c.faceDownAt === c.epoch ? "d" : ""}${c.faceUpAt === c.epoch ? "u" : ""}`;
const perm = (p: Permanent) =>
  `${p.pid}(${p.stack.map(card).join(",")}${p.links?.length ? `~${p.links.map(card).join(",")}` : ""})${p.suspended ? "s" : ""}${p.unblockable ? "u" : ""}${p.noUnsuspend?.map((r) => r.until[0]).join("") ?? ""}${p.cant?.map((r) => r.what).join("") ?? ""}[${p.dpMods
    .map((m) => `${m.original ? "=" : ""}${m.amount}`)
    .join(
      ",",
    )}]${(p.granted ?? []).map((g) => `<${g.keyword}${g.value ?? ""}>`).join("")}${(p.asDigimon ?? []).map((a) => `D${a.dp}`).join("")}${p.xrosStandIn !== undefined ? `X${p.xrosStandIn}` : ""}`;

export function digimonStateKey(s: DigimonState): string {
  const players = s.order.map((id) => {
    const ps = s.players[id]!;
    return [
      id,
      ps.battle.map(perm).join(";"),
      ps.breeding.map(perm).join(";"),
      ps.hand.map(card).join(","),
      ps.deck.map(card).join(","),
      ps.security.map(card).join(","),
      ps.trash.map(card).join(","),
      ps.eggs.map(card).join(","),
    ].join("/");
  });
  const lasting = [
    ...s.lasting.map((l) => `${l.card}>${l.affects}${l.amount}`),
    ...(s.securityDpMods ?? []).map((l) => `${l.card}>>${l.affects}${l.amount}`),
    ...(s.lastingKeywords ?? []).map((l) => `${l.source}>${l.affects}<${l.keyword}${l.value ?? ""}>`),
    ...(s.lastingEffects ?? []).map(
      (l) => `${l.source}>${l.affects}"${l.abilities.map((a) => a.id).join("+")}"`,
    ),
    ...(s.nextDigivolve ?? []).map((n) => `${n.card.uid}>${n.player}:next:${n.ability.id}`),
  ].join(",");
  const attack = s.attack
    ? `${s.attack.attacker}>${s.attack.target}:${s.attack.stage}:${s.attack.checked?.uid ?? ""}:${s.attack.checks ?? 0}${s.attack.piercing ? "p" : ""}:${s.attack.endOfBattle?.length ?? 0}`
    : "";
  const delayed = s.delayed.map((d) => `${d.id}:${d.owner}:${JSON.stringify(d.ops)}`).join(",");
  return [
    s.turn,
    s.memory,
    s.phase,
    (s.turnSteps ?? []).join(","),
    lasting,
    attack,
    delayed,
    s.outcome ?? "",
    (s.restrictions ?? [])
      .map((r) => `${r.pid ?? r.player}:${r.cant}${r.filter ? JSON.stringify(r.filter) : ""}`)
      .join(","),
    (s.playBans ?? [])
      .map(
        (b) =>
          `${b.player}!${JSON.stringify(b.filter)}${b.move ? "+move" : ""}${b.byEffect ? "+effect" : ""}${b.fromTrash ? "+trash" : ""}`,
      )
      .join(","),
    // Actions still to come make a different future.
    s.queue.length,
    s.heldAction === undefined ? "" : "held",
    s.turnsPassed ?? 0,
    s.breedingOpen ? "breeding open" : "",
    [...s.usedThisTurn].sort().join(","),
    s.thisTurn ? JSON.stringify(s.thisTurn) : "",
    (s.heldConditions ?? []).join(","),
    ...players,
  ].join("|");
}
