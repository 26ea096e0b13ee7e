/**
 * Who may tap to use a tap ability in the attack step (DM-T6): the creature that has it; a creature of the
 * civilizations its text names ("each of your light creatures may tap instead of attacking to
 * use this creature's ability"); and for a Cross Gear's tap ability, the creature crossed with it.
 */
import {
  type BzObject,
  type DmState,
  civilizationsOf,
  controllerOf,
  isCreature,
  isCrossGear,
  objName,
  top,
} from "./state.ts";

/** Why `tapper` can't tap to use the tap ability of `source`, or null when it can. */
export function tapRefusal(s: DmState, tapper: BzObject, source: BzObject): string | null {
  if (controllerOf(s, source) !== controllerOf(s, tapper))
    return `${objName(source)} is not a card of the player whose creature taps.`;
  if (isCrossGear(source))
    return source.crossedWith === tapper.oid
      ? null
      : `${objName(source)}'s tap ability is used by tapping the creature crossed with it, and ${objName(tapper)} is not that creature.`;
  if (!isCreature(source)) return `${objName(source)} is not a creature or a Cross Gear.`;
  const by = top(source).def.abilities.find((a) => a.trigger === "tap")?.tapBy;
  if (source === tapper) {
    if (!by || civilizationsOf(tapper).some((c) => by.includes(c as never))) return null;
    return `${objName(source)}'s ability is used by tapping one of its controller's ${by.join(" or ").toLowerCase()} creatures, and it is not one.`;
  }
  if (!by) return `Only ${objName(source)} itself can tap to use its tap ability.`;
  if (!civilizationsOf(tapper).some((c) => by.includes(c as never)))
    return `${objName(source)}'s ability is used by tapping one of its controller's ${by.join(" or ").toLowerCase()} creatures, and ${objName(tapper)} is not one.`;
  return null;
}
