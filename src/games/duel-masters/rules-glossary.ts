/**
 * The Duel Masters General Game Rules sections the ruleset applies or cites, each with a short
 * gloss in the project's own words (never the official wording) and keyword tags for lookup.
 * Same shape and functions as the Digimon glossary, so /rule can serve either game.
 * A test checks that every section the ruleset and the scenario library cite is here.
 */
import type { RuleGloss } from "../glossary-search.ts";
import { glossaryLookup, normalizeSection } from "../glossary-search.ts";

export type { RuleGloss };

export const RULE_GLOSSARY: readonly RuleGloss[] = [
  // The turn's steps and the replacement below are numbered by the project (DM-T1 to DM-T7,
  // DM-R1 to DM-R3, DM-X1): the wiki pages it reads give them no section numbers.
  {
    section: "DM-T1",
    title: "Untap step",
    gloss: "At the start of a turn, the turn player untaps their tapped creatures and mana.",
    tags: ["turn", "untap", "step", "start"],
  },
  {
    section: "DM-T2",
    title: "Start of turn step",
    gloss: "Abilities that act at the start of the turn trigger now, once the untap step is done.",
    tags: ["turn", "start", "step", "trigger"],
  },
  {
    section: "DM-T3",
    title: "Draw step",
    gloss: "The turn player draws one card.",
    tags: ["turn", "draw", "step"],
  },
  {
    section: "DM-T4",
    title: "Charge step",
    gloss: "The turn player may put one card from the hand into the mana zone.",
    tags: ["turn", "charge", "mana", "step"],
  },
  {
    section: "DM-T5",
    title: "Main step",
    gloss: "The turn player summons creatures, casts spells and generates cross gear, paying with mana.",
    tags: ["turn", "main", "summon", "cast", "step"],
  },
  {
    section: "DM-T6",
    title: "Attack step",
    gloss:
      "An untapped creature without summoning sickness taps to attack the opponent or a tapped creature; its attack abilities resolve, a Blocker may take the attack, then the creatures battle or the attack breaks shields (a direct attack when none are left).",
    tags: ["turn", "attack", "block", "blocker", "battle", "shield", "break", "step"],
  },
  {
    section: "DM-T7",
    title: "End of turn step",
    gloss:
      "Abilities that act at the end of the turn trigger and resolve; then what lasted until the end of the turn ends and the other player's turn begins.",
    tags: ["turn", "end", "step", "trigger"],
  },
  {
    section: "DM-R1",
    title: "Instead of being destroyed",
    gloss:
      "A creature whose own ability puts it somewhere else instead of being destroyed goes there and is not destroyed, so abilities that wait for its destruction do not trigger.",
    tags: ["destroy", "instead", "replacement", "would"],
  },
  {
    section: "DM-R2",
    title: "Savers",
    gloss:
      "When a creature of the kind a Saver names would be destroyed, its controller may destroy the Saver instead, and the first creature stays; a shield saver does the same for a shield about to be broken. A Saver destroyed this way is not saved again.",
    tags: ["saver", "destroy", "instead", "shield", "replacement"],
  },
  {
    section: "DM-R3",
    title: "Can't be chosen by the opponent",
    gloss:
      "A creature the opponent can't choose is left out whenever that player's spells and abilities pick creatures one by one; effects that hit all creatures without choosing still reach it, and it can still be attacked or block.",
    tags: ["choose", "target", "opponent", "untargetable"],
  },
  {
    section: "DM-X1",
    title: "Crossing a Cross Gear",
    gloss:
      'A Cross Gear is generated into the battle zone first; paying its cost again attaches it to one of its controller\'s creatures. What the gear says about "the crossed creature" applies to that creature only while the two stay together, and the gear stays behind, attached to nothing, when the creature leaves.',
    tags: ["cross", "gear", "generate", "crossed", "equip"],
  },
  {
    section: "101.4",
    title: "The turn player's abilities come first",
    gloss:
      "When abilities of both players are waiting, the turn player resolves all of theirs first, in any order they like, and only then does the other player resolve theirs.",
    tags: ["turn player", "order", "priority", "triggered", "waiting"],
  },
  {
    section: "506.1a",
    title: "Choosing an attacker",
    gloss:
      "The turn player picks an untapped creature that has a legal target to attack; without an effect that lets it, a creature that arrived this turn can't be picked.",
    tags: ["attack", "declaration", "summoning sickness", "untapped"],
  },
  {
    section: "506.1b",
    title: "Creatures that must attack",
    gloss:
      "A creature whose text makes it attack when it can has to be declared as an attacker at some point of its player's attack step; when several must, their player picks the order.",
    tags: ["attack", "if able", "forced", "must attack", "declaration"],
  },
  {
    section: "507.1a",
    title: "Choosing a blocker",
    gloss:
      "The defending player may pick one untapped creature with Blocker that is allowed to block this attacker; one whose text says it blocks if able must be the one picked whenever it is allowed to.",
    tags: ["block", "blocker", "if able", "forced", "must block", "declaration"],
  },
  {
    section: "111.2a",
    title: "Triggered abilities wait",
    gloss:
      "An ability can trigger at any moment, even while a spell or another ability is being resolved; it then waits and is resolved only once the current one is finished.",
    tags: ["triggered", "waiting", "standby", "pending", "resolve"],
  },
  {
    section: "111.2d",
    title: "State-based actions even during resolution",
    gloss:
      "State-based actions are not held back by a resolving spell or ability: they are handled as soon as their condition is there, between the parts of the effect.",
    tags: ["state-based", "during", "resolution", "middle", "timing"],
  },
  {
    section: "112",
    title: "Cost",
    gloss:
      "A card's cost is what its player pays in mana to summon, cast or generate it. Effects may raise or lower it; a lowering that says it can't go below some number stops there.",
    tags: ["cost", "mana", "summon", "cast", "more", "less"],
  },
  {
    section: "113",
    title: "Shields and Shield Trigger",
    gloss:
      "A broken shield goes to its owner's hand; if it has Shield Trigger its owner may use it right away for no cost, and it can only do so while the card is still in the hand.",
    tags: ["shield", "shield trigger", "break", "hand"],
  },
  {
    section: "116",
    title: "Seals",
    gloss:
      "A seal is a card put face down on top of a card in the battle zone. While a card has any seal on it, it is sealed and counts for nothing; it comes back once its last seal is gone.",
    tags: ["seal", "sealed", "unseal", "command"],
  },
  {
    section: "304",
    title: "Castles",
    gloss:
      "A castle is put on one of its owner's shields and fortifies it; some castles give that shield abilities, Shield Trigger among them.",
    tags: ["castle", "fortify", "shield"],
  },
  {
    section: "700.5",
    title: "Wins all battles",
    gloss:
      "When a creature that wins all battles battles, powers are not compared: the other creature loses. If both have it, neither loses.",
    tags: ["battle", "wins all battles", "power"],
  },
  {
    section: "703",
    title: "State-based actions",
    gloss:
      "The rules' own actions that happen whenever their conditions are met, checked and done together before anything else: the twelve kinds are 703.4a to 703.4l.",
    tags: ["state-based", "rules processing", "check"],
  },
  {
    section: "703.1",
    title: "What state-based actions are",
    gloss:
      "Game actions done by the rules on their own when a situation arises; nothing else is handled until they are done. Abilities that wait for a condition are triggered abilities, not state-based actions.",
    tags: ["state-based", "automatic", "rules"],
  },
  {
    section: "703.2",
    title: "Nobody controls them",
    gloss: "The game checks for state-based actions all the time; they belong to no player.",
    tags: ["state-based", "player", "check"],
  },
  {
    section: "703.3",
    title: "All at once, then check again",
    gloss:
      "Every state-based action whose condition holds is done together as one event; if anything was done, the check runs again, until a check finds nothing. Abilities triggered by the event wait until then.",
    tags: ["state-based", "simultaneous", "one event", "repeat", "check"],
  },
  {
    section: "703.4a",
    title: "Direct attack with no shields",
    gloss:
      "A player who is attacked directly while having no shields, the attack not being redirected (by a blocker, say), loses the game.",
    tags: ["direct attack", "shields", "lose", "blocker", "redirect"],
  },
  {
    section: "703.4b",
    title: "Empty deck",
    gloss: "A player whose deck has no cards left loses the game.",
    tags: ["deck", "empty", "lose", "draw"],
  },
  {
    section: "703.4c",
    title: "Power 0 or less",
    gloss: "A creature whose power is 0 or less is destroyed.",
    tags: ["power", "zero", "destroy", "creature"],
  },
  {
    section: "703.4d",
    title: "Losing a battle",
    gloss:
      "A creature that lost a battle is destroyed because of it; the battle itself only decides who lost (a tie means both lose).",
    tags: ["battle", "lose", "destroy", "tie"],
  },
  {
    section: "703.4e",
    title: "A link that no longer fits",
    gloss:
      "Linked Gods stay linked only while their link information still fits; when it stops fitting (a God loses its link ability, for example) the link goes away and each God goes on alone.",
    tags: ["god", "link", "unlink", "god link"],
  },
  {
    section: "703.4f",
    title: "Only one God leaves",
    gloss:
      "When linked Gods would leave the battle zone, only one of their cards actually leaves (its owner picks which); the rest stay.",
    tags: ["god", "link", "leave", "destroy"],
  },
  {
    section: "703.4g",
    title: "A cell on its own",
    gloss:
      "A Psychic cell or a Dragheart cell that is alone in the battle zone, not part of a linked creature, goes back to the hyperspatial zone.",
    tags: ["psychic", "dragheart", "cell", "hyperspatial", "link"],
  },
  {
    section: "703.4h",
    title: "Rebuilding under an evolution",
    gloss:
      "When only the top card of an evolution creature leaves the battle zone, the cards that were under it stay and are put back together as creatures of their own.",
    tags: ["evolution", "rebuild", "top card", "under"],
  },
  {
    section: "703.4i",
    title: "No proper card type",
    gloss:
      "A face-up card in the battle zone whose card type does not belong there (a spell, for one) is put into the graveyard.",
    tags: ["card type", "spell", "battle zone", "graveyard", "improper"],
  },
  {
    section: "703.4j",
    title: "A Command removes a seal",
    gloss:
      "When a Command comes into the battle zone, its owner takes one seal off one of their sealed cards that shares a civilization with it and puts that seal into the graveyard.",
    tags: ["command", "seal", "unseal", "civilization"],
  },
  {
    section: "703.4k",
    title: "A castle loses its shield",
    gloss:
      "When a fortified shield leaves the shield zone, the castle on it goes to the graveyard; if the shield's Shield Trigger is used, the castle goes right after that use, not before.",
    tags: ["castle", "fortify", "shield", "shield trigger", "graveyard"],
  },
  {
    section: "703.4l",
    title: "One D2 Field at a time",
    gloss:
      "When another D2 Field comes into the battle zone, the one that was there before goes to its owner's graveyard, whoever controls either.",
    tags: ["d2 field", "field", "graveyard", "replace"],
  },
];

const lookup = glossaryLookup(RULE_GLOSSARY);
export const glossFor = lookup.glossFor;
export const searchRules = lookup.searchRules;
export { normalizeSection };
