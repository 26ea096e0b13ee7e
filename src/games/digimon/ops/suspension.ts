/** Suspending and unsuspending Digimon and Tamers; only a real change of state is an event (Q1001). */
import type { Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { cannotUnsuspend } from "./no-unsuspend.ts";
import { cantChange } from "./restrict.ts";
import { chooseTargets, suspendPermanent } from "./primitives.ts";
import { permName } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { triggerSubject } from "./referent.ts";

export function runSuspendTriggering(sc: OpScope, _op: Extract<Op, { op: "suspendTriggering" }>): string[] {
  const { s, ctx, me } = sc;
  const subject = triggerSubject(sc);
  if (!subject) return ["the played Digimon is no longer in the battle area, so nothing is suspended"];
  const held = cantChange(s, subject, "suspend");
  if (held) return [held];
  return [suspendedOrNot(ctx, subject, me)];
}

export function runSuspendThis(sc: OpScope, _op: Extract<Op, { op: "suspendThis" }>): string[] {
  const { s, ctx, me } = sc;
  if (!sc.self) return [];
  const held = cantChange(s, sc.self, "suspend");
  if (held) return [held];
  return [suspendedOrNot(ctx, sc.self, me)];
}

/** Choosing a suspended Digimon to suspend is allowed, but it isn't suspended by the effect (Q845). */
function suspendedOrNot(ctx: OpScope["ctx"], p: Parameters<typeof permName>[0], by: OpScope["me"]): string {
  return suspendPermanent(ctx, p, by)
    ? `${permName(p)} is suspended`
    : `${permName(p)} was already suspended (not suspended by this effect)`;
}

export function runUnsuspendThis(sc: OpScope, _op: Extract<Op, { op: "unsuspendThis" }>): string[] {
  const { s, ctx } = sc;
  if (!sc.self) return [];
  const held = cannotUnsuspend(sc.self);
  if (held) return [held];
  // Unsuspending an unsuspended card is not unsuspending it (Q1001): nothing triggers.
  if (!sc.self.suspended) return [`${permName(sc.self)} is already unsuspended`];
  const kept = cantChange(s, sc.self, "unsuspend");
  if (kept) return [kept];
  sc.self.suspended = false;
  recordEvent(ctx, { kind: "unsuspended", pid: sc.self.pid });
  return [`${permName(sc.self)} is unsuspended`];
}

export function runSuspend(sc: OpScope, op: Extract<Op, { op: "suspend" }>): string[] {
  const { s, ctx, me } = sc;
  const picked = chooseTargets(sc, op.target, "suspend");
  if (picked.length === 0) return ["there is nothing to suspend"];
  const held = picked.flatMap((p) => cantChange(s, p, "suspend") ?? []);
  const free = picked.filter((p) => !cantChange(s, p, "suspend"));
  const done = free.filter((p) => suspendPermanent(ctx, p, me));
  const already = free.filter((p) => !done.includes(p));
  return [
    ...held,
    ...(done.length ? [`${done.map(permName).join(", ")} ${done.length > 1 ? "are" : "is"} suspended`] : []),
    ...(already.length
      ? [
          `${already.map(permName).join(", ")} ${already.length > 1 ? "were" : "was"} already suspended (not suspended by this effect)`,
        ]
      : []),
  ];
}

export function runUnsuspend(sc: OpScope, op: Extract<Op, { op: "unsuspend" }>): string[] {
  const { s, ctx } = sc;
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
