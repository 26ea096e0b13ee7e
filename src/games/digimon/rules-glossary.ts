/**
 * The Comprehensive Rules sections the Digimon ruleset applies or cites, each with a short gloss
 * in the project's own words (never the official wording) and keyword tags for lookup.
 *
 * The official text is Bandai's: it is shown only when an operator points RULES_FILE at a local
 * copy (src/bot/rules-text.ts). A test checks that every section the engine, the card
 * definitions and the scenario library cite has an entry here.
 */
import type { RuleGloss } from "../glossary-search.ts";

export type { RuleGloss };

export const RULE_GLOSSARY: readonly RuleGloss[] = [
  {
    section: "1-4-2",
    title: "The memory gauge",
    gloss:
      "Both players share one gauge running from 10 on one side, through 0, to 10 on the other. Which side the marker is on tells whose memory it is, and it never goes past 10.",
    tags: ["memory", "gauge", "marker"],
  },
  {
    section: "2-3-1-2",
    title: "A bare bracket is a card name",
    gloss:
      "Text that names cards only with a word in square brackets means cards called exactly that; wording about names containing it or about traits says so.",
    tags: ["name", "brackets", "trait"],
  },
  {
    section: "3-4-4",
    title: "Each card on the field is its own",
    gloss:
      "Every card put onto the field counts as a separate Digimon or Tamer, even when another card with the same name is already there.",
    tags: ["field", "copies", "separate", "same name"],
  },
  {
    section: "3-4-7-2",
    title: "One card in the breeding area",
    gloss: "The breeding area holds a single card (with whatever is stacked under it), never two.",
    tags: ["breeding", "raising", "digi-egg"],
  },
  {
    section: "4-1",
    title: "Memory",
    gloss:
      'Memory is what costs are paid with. "X or less" and "X or more" are counted from your own side of the gauge, so memory on the opponent\'s side counts as less than zero for you.',
    tags: ["memory", "cost", "or less", "or more"],
  },
  {
    section: "4-1-4",
    title: "Gaining and losing memory",
    gloss:
      "Gaining memory slides the marker that many spaces toward your side; losing memory slides it toward your opponent's side.",
    tags: ["memory", "gain", "lose"],
  },
  {
    section: "4-3-1",
    title: "Digi-Eggs on the field are Digimon",
    gloss:
      "Once a Digi-Egg card is on the field it counts as a Digimon, so an effect that picks Digimon can pick it.",
    tags: ["digi-egg", "digimon", "field"],
  },
  {
    section: "4-3-3",
    title: "Digimon have the inherited effects under them",
    gloss:
      "A Digimon has every inherited effect printed on the digivolution cards stacked beneath it, as if they were its own.",
    tags: ["inherited", "digivolution cards", "stack", "sources"],
  },
  {
    section: "4-8",
    title: "Digivolution cards",
    gloss:
      "The cards underneath a Digimon are its digivolution cards; whatever refers to digivolution cards looks at the cards in that position.",
    tags: ["digivolution cards", "sources", "stack", "under"],
  },
  {
    section: "4-12-1",
    title: "Turn player and non-turn player",
    gloss: "The turn player is the one whose turn is being played; the other player is the non-turn player.",
    tags: ["turn player", "non-turn player", "opponent"],
  },
  {
    section: "4-21-5",
    title: "Tokens leaving the field",
    gloss:
      "A token that would go from the field to any other area simply stops existing, though effects still treat it as having gone there (its [On Deletion] works).",
    tags: ["token", "removed", "leaves the field"],
  },
  {
    section: "4-22-2",
    title: "Colour requirement of Option cards",
    gloss:
      "You may only use an Option card while you have a Digimon or Tamer of the same colour on your field.",
    tags: ["option", "colour", "color", "requirement", "use"],
  },
  {
    section: "4-22-3",
    title: "Multicoloured Option cards",
    gloss:
      "An Option card of several colours needs each of its colours covered by your field before you can use it.",
    tags: ["option", "colour", "color", "multicolor", "requirement"],
  },
  {
    section: "4-6-1",
    title: "DUAL cards",
    gloss:
      "A DUAL card belongs to both the Digimon and the Option category: in the hand, the trash, the security stack or under a Digimon it counts as either.",
    tags: ["dual", "option", "digimon", "category"],
  },
  {
    section: "4-6-3",
    title: "A DUAL card on the field",
    gloss:
      "Once on the field a DUAL card is only a Digimon; effects that look for Option cards on the field don't see it.",
    tags: ["dual", "field", "digimon", "option"],
  },
  {
    section: "4-6-6-2",
    title: "A DUAL card as an Option card",
    gloss:
      "When a DUAL card is looked at or used as an Option card, its lower half counts: the Option name, colours, use cost and effects, with the shared traits.",
    tags: ["dual", "option", "use cost", "traits"],
  },
  {
    section: "4-20-1",
    title: "Arts Digivolve",
    gloss:
      "After a DUAL card's Option effect is done, instead of trashing the card, one of your Digimon may digivolve into it for free.",
    tags: ["arts digivolve", "dual", "digivolve", "option", "trash"],
  },
  {
    section: "7-1-1",
    title: "Only a card with a play cost is played",
    gloss:
      "Only cards printing a play cost can be played. A DUAL card prints a use cost instead, so neither its owner nor any effect ever plays it.",
    tags: ["play", "play cost", "dual"],
  },
  {
    section: "4-28-1",
    title: "An Option card in the battle area",
    gloss:
      "An Option card counts as being in the battle area only when an effect put it there; it is not a Digimon or Tamer, so it meets no colour requirement.",
    tags: ["option", "battle area", "place", "delay"],
  },
  {
    section: "1-2-3-2",
    title: "Losing by running out of cards",
    gloss:
      "A player whose deck is empty when their draw phase asks them to draw loses; the other player wins.",
    tags: ["deck", "draw", "lose", "win"],
  },
  {
    section: "6-1-2",
    title: "The phases of a turn",
    gloss: "Every turn goes through the same phases in order: unsuspend, draw, breeding, then main.",
    tags: ["turn", "phase", "order"],
  },
  {
    section: "6-1-4-1",
    title: "When a turn ends",
    gloss:
      "Once the memory sits on the opponent's side (1 or more) and nothing is left to process in the phase, the turn ends with that phase.",
    tags: ["end of turn", "memory", "turn"],
  },
  {
    section: "6-2-1",
    title: "Unsuspend phase",
    gloss:
      "The turn opens with this phase: every suspended card the turn player has on the field is set upright again at the same moment.",
    tags: ["unsuspend", "phase", "turn"],
  },
  {
    section: "6-2-1-2",
    title: "A turn that ends before unsuspending",
    gloss:
      "If, after what the start of the turn brought is processed, the memory is on the opponent's side, the turn ends before anything unsuspends.",
    tags: ["unsuspend", "end of turn", "memory"],
  },
  {
    section: "6-3-1",
    title: "Draw phase",
    gloss: "The turn player draws 1 card; only the first player's very first turn skips this draw.",
    tags: ["draw", "phase", "turn"],
  },
  {
    section: "6-4-1-3",
    title: "Breeding phase: doing nothing",
    gloss:
      "In the breeding phase the turn player may hatch a Digi-Egg, move a Digimon out of the breeding area, or simply go on to the main phase.",
    tags: ["breeding", "phase", "hatch"],
  },
  {
    section: "6-5-1",
    title: "Main-phase actions",
    gloss:
      "In their main phase, and only while nothing else is waiting to be processed, the turn player may play cards, digivolve, use Options, link, attack, use [Main] effects or pass, in any order and as often as allowed.",
    tags: ["main phase", "action", "turn player", "play", "attack"],
  },
  {
    section: "6-5-1-1",
    title: "Playing a Digimon or Tamer",
    gloss:
      "Paying the play cost of a Digimon or Tamer in your hand to put it into the battle area is one of the main-phase actions.",
    tags: ["play", "hand", "main phase", "tamer", "digimon"],
  },
  {
    section: "6-5-1-3",
    title: "Using an Option card",
    gloss: "Paying an Option card's cost to use it from your hand is one of the main-phase actions.",
    tags: ["option", "use", "hand", "main phase"],
  },
  {
    section: "6-5-1-7",
    title: "Passing",
    gloss: "Passing is a main-phase action that ends the turn.",
    tags: ["pass", "main phase", "end of turn"],
  },
  {
    section: "6-5-1-7-1",
    title: "What passing does",
    gloss: "A player who passes puts the memory at 3 on the opponent's side at once, so their turn ends.",
    tags: ["pass", "memory", "end of turn"],
  },
  {
    section: "6-6-1",
    title: "The end of the turn",
    gloss: "Once the conditions for ending the turn hold, the turn ends with the phase it is in.",
    tags: ["end of turn", "turn"],
  },
  {
    section: "6-6-3",
    title: "The next player's turn",
    gloss:
      "When everything triggered by the end of the turn is processed, the turn is over and the other player's turn begins.",
    tags: ["end of turn", "next turn", "turn player"],
  },
  {
    section: "6-6-4",
    title: "An end of turn called off",
    gloss:
      "If the memory comes back to 0 or the turn player's side while the end of the turn is processed, the turn does not end and the phase goes on.",
    tags: ["end of turn", "memory"],
  },
  {
    section: "7-1-3",
    title: "How playing a card goes",
    gloss:
      "Declare and reveal the card, pay its play cost, then put it on the field. The play is finished at that moment, which is when [On Play] effects trigger.",
    tags: ["play", "procedure", "on play", "cost"],
  },
  {
    section: "8-1-1",
    title: "Digivolution",
    gloss:
      "Digivolving puts a Digimon card from your hand on top of one of your Digimon, for its digivolution cost, turning that Digimon into the new card. It is a main-phase action.",
    tags: ["digivolve", "digivolution", "cost", "stack"],
  },
  {
    section: "8-1-3",
    title: "How digivolving goes",
    gloss:
      "Declare and reveal the card, pick one of its requirements and a Digimon of yours that meets it, pay the cost, put the card on top, then draw one card.",
    tags: ["digivolve", "procedure", "when digivolving", "draw"],
  },
  {
    section: "8-1-3-1",
    title: "Choosing what digivolves",
    gloss:
      "The player shows the card they digivolve into, picks one of its digivolution requirements, and names one of their own cards on the field that satisfies it.",
    tags: ["digivolve", "requirement", "declare", "reveal"],
  },
  {
    section: "8-1-3-3",
    title: "Finishing a digivolution",
    gloss:
      "The new card goes on top of the chosen one and its player draws a card; only then is the digivolution complete, so [When Digivolving] effects trigger after the draw.",
    tags: ["digivolve", "draw", "when digivolving", "complete"],
  },
  {
    section: "8-2-1",
    title: "DNA digivolution",
    gloss:
      "DNA digivolution stacks several of your cards that match a card's [DNA Digivolution] requirement, in the order listed, under that one card, making a single new Digimon.",
    tags: ["dna", "digivolve", "digivolution", "jogress"],
  },
  {
    section: "8-2-2-4",
    title: "Only DNA effects DNA digivolve",
    gloss:
      "A DNA digivolution by effect needs an effect that says so; an effect that lets you digivolve normally can't be used to DNA digivolve.",
    tags: ["dna", "effect", "digivolve"],
  },
  {
    section: "8-2-3",
    title: "How DNA digivolving goes",
    gloss:
      "Declare and reveal the card, pick its DNA requirement and the cards that meet it, pay the cost, stack those cards (with their own stacks) under the new card, then draw one.",
    tags: ["dna", "procedure", "digivolve", "draw"],
  },
  {
    section: "8-2-3-1",
    title: "Choosing what DNA digivolves",
    gloss:
      "The player reveals the DNA card, picks which DNA requirement to use, and names the several cards of theirs that satisfy it.",
    tags: ["dna", "requirement", "declare", "reveal"],
  },
  {
    section: "8-2-3-3",
    title: "Finishing a DNA digivolution",
    gloss:
      "The chosen Digimon, each keeping its own digivolution cards, go under the revealed card; the player draws one and the DNA digivolution is complete.",
    tags: ["dna", "draw", "complete", "stack"],
  },
  {
    section: "9-1-1",
    title: "Using an Option card",
    gloss:
      '"Using" a card means activating an Option card\'s [Main] effect, and it is only allowed while the colour requirement is met.',
    tags: ["option", "use", "main", "colour", "color"],
  },
  {
    section: "9-1-5",
    title: "A used Option goes to the trash",
    gloss:
      "As soon as its first [Main] effect is done, a used Option card is trashed (unless it stays in an area); no other effect or rule check gets in between.",
    tags: ["option", "trash", "pending processing", "main"],
  },
  {
    section: "9-1-9",
    title: "How using an Option goes",
    gloss: "Declare and reveal the Option card, pay its use cost, then its first [Main] effect activates.",
    tags: ["option", "use", "procedure", "cost", "main"],
  },
  {
    section: "11-2-1",
    title: "Who can attack",
    gloss:
      "The turn player attacks by suspending one of their unsuspended Digimon in the battle area and declaring the attack.",
    tags: ["attack", "suspend", "turn player", "battle area"],
  },
  {
    section: "11-2-6",
    title: "An attack target that disappears",
    gloss:
      "If the Digimon being attacked leaves the field during the attack, it still counts as the target, and the attack simply fails.",
    tags: ["attack", "target", "removed", "fails"],
  },
  {
    section: "11-2-7-1",
    title: "Attack targets",
    gloss: "An attack is aimed at the opposing player or at one of the opponent's suspended Digimon.",
    tags: ["attack", "target", "suspended"],
  },
  {
    section: "11-2-7-2",
    title: "Switching the attack target",
    gloss:
      "Once declared, an attack can be redirected by a rule or an effect, but not to what it already targets, and not once the attacker has left the field.",
    tags: ["attack", "target", "switch", "change"],
  },
  {
    section: "11-2-7-5",
    title: "Redirecting touches no Digimon",
    gloss:
      "Changing where an attack goes is not something done to a Digimon, so an attack can be redirected by, or onto, a Digimon that effects leave alone.",
    tags: ["attack", "target", "switch", "immune", "unaffected"],
  },
  {
    section: "11-2-8-1",
    title: "Declaring an attack",
    gloss:
      "The attacker is suspended and the target chosen as the attack is declared; [When Attacking] effects trigger at this point.",
    tags: ["attack", "declaration", "when attacking", "suspend"],
  },
  {
    section: "11-5-1-1-1",
    title: "A successful attack on a player with security",
    gloss:
      "When the attack on the player goes through and they still have security cards, the attacker checks their security.",
    tags: ["attack", "security check", "player"],
  },
  {
    section: "11-5-1-2-1",
    title: "A successful attack on a player without security",
    gloss:
      "When the attack on the player goes through and they have no security cards left, the attacking player wins — unless the attacker can't check security at all.",
    tags: ["attack", "win", "victory", "security", "game"],
  },
  {
    section: "11-5-1-4",
    title: "An attack that fails",
    gloss:
      "If the attack goes through against neither the player nor a Digimon (the attacker was deleted, say), it ends and nothing happens.",
    tags: ["attack", "fails", "deleted", "ends"],
  },
  {
    section: "11-6-1",
    title: "End of the attack",
    gloss:
      "The end-of-attack timing comes and the attack is over; effects waiting for that moment trigger then.",
    tags: ["attack", "end of attack", "timing"],
  },
  {
    section: "12-1-7",
    title: "How blocking goes",
    gloss:
      "To block, the defending player announces it and suspends one of their battle-area Digimon, which then takes the attack instead.",
    tags: ["block", "blocker", "procedure", "suspend"],
  },
  {
    section: "12-1-7-1",
    title: "Declaring a block",
    gloss:
      "The blocking player declares the block and suspends the Digimon in their battle area that blocks.",
    tags: ["block", "blocker", "declaration", "suspend"],
  },
  {
    section: "13-1-6",
    title: "A checked security card is nowhere",
    gloss:
      "A card turned over by a security check leaves the security stack and, while it is being checked, sits in no area at all.",
    tags: ["security check", "security", "area"],
  },
  {
    section: "13-1-8-1-1",
    title: "Revealing the top security card",
    gloss:
      "A security check starts by turning over the top security card; a card that was already face up stays so.",
    tags: ["security check", "reveal", "security"],
  },
  {
    section: "13-1-8-3-1",
    title: "Battling a Security Digimon",
    gloss:
      "A Digimon revealed from security battles the Digimon that checked it, and nothing else starts until that is fully dealt with.",
    tags: ["security check", "security digimon", "battle"],
  },
  {
    section: "13-1-8-4",
    title: "Checked cards go to the trash",
    gloss:
      "After the check, the revealed security card goes to the trash unless something puts it in an area.",
    tags: ["security check", "trash", "security"],
  },
  {
    section: "14-2-2",
    title: "The loser of a battle is deleted",
    gloss: "The Digimon that loses a battle is deleted at once; if both lose, both are deleted together.",
    tags: ["battle", "deleted", "dp", "lose"],
  },
  {
    section: "15-3",
    title: "Inherited effects",
    gloss:
      "Inherited effects come from the digivolution cards under a Digimon and count as that Digimon's own effects; a lone card never uses its inherited text.",
    tags: ["inherited", "digivolution cards", "sources", "effect"],
  },
  {
    section: "15-4-2",
    title: "Triggering",
    gloss:
      "An effect triggers the moment its condition is met and then waits, pending, to activate; pending effects activate one at a time, and meeting the condition again before it activates triggers it again.",
    tags: ["trigger", "pending", "one at a time"],
  },
  {
    section: "15-4-2-2",
    title: "Triggers happen mid-processing",
    gloss:
      "A trigger condition met in the middle of another rule or effect still triggers; the effect just waits until that processing is over.",
    tags: ["trigger", "processing", "pending"],
  },
  {
    section: "15-4-3-2",
    title: "Simultaneous triggers",
    gloss:
      "Effects that trigger while one rule or effect is being carried out trigger together and then wait, pending, to activate one by one.",
    tags: ["simultaneous", "trigger", "layer", "pending"],
  },
  {
    section: "15-4-3-3",
    title: "Rule-check triggers join the same timing",
    gloss:
      "An effect triggered by a rule check (a 0-DP deletion, say) counts as triggering together with the other effects of that timing. This is where the current rules (cr-4.2) and the older wiki rulings (wiki-2022, a newer layer) part ways.",
    tags: ["rule check", "rules processing", "simultaneous", "edition", "layer", "deletion"],
  },
  {
    section: "15-4-3-5-1",
    title: "The turn player resolves first",
    gloss:
      "Among effects that triggered together, the turn player picks and activates theirs one at a time until none of theirs are left.",
    tags: ["turn player", "order", "pending", "choose"],
  },
  {
    section: "15-4-3-5-2",
    title: "Then the other player",
    gloss:
      "When the turn player has no pending effects left among them, the other player does the same with theirs, one at a time.",
    tags: ["non-turn player", "opponent", "order", "pending"],
  },
  {
    section: "15-4-4-3",
    title: "A pending effect's card became a new card",
    gloss:
      "If the card holding a pending effect is replaced by a new card (it left the field, was deleted, changed area) before that effect's turn comes, the effect can no longer activate.",
    tags: ["pending", "fail", "new card", "leaves", "deleted"],
  },
  {
    section: "15-4-4-4",
    title: "A pending effect that was lost",
    gloss:
      "If the card loses the pending effect before it activates, for instance because it digivolved away from the card that gave it, the effect doesn't activate.",
    tags: ["pending", "fail", "lose effect", "digivolve"],
  },
  {
    section: "15-4-4-5",
    title: "Trigger condition no longer met",
    gloss:
      "A pending effect whose card no longer meets the effect's trigger condition when its turn comes doesn't activate.",
    tags: ["pending", "fail", "condition", "once per turn"],
  },
  {
    section: "15-4-5-2",
    title: "Derived triggers go first",
    gloss:
      "An effect triggered while another effect was resolving (a derived trigger) activates before the older effects still pending.",
    tags: ["derived", "newer layer", "order", "pending", "layer"],
  },
  {
    section: "15-4-5-3",
    title: "The opponent's derived trigger jumps in",
    gloss:
      "If a derived trigger belongs to the non-turn player while the turn player still has older pending effects, the derived one activates first.",
    tags: ["derived", "non-turn player", "opponent", "order", "layer"],
  },
  {
    section: "15-5",
    title: "Trigger conditions",
    gloss:
      'An effect triggers as soon as its condition is met, including "when ... would" conditions; one condition met several times at once triggers only once.',
    tags: ["trigger", "condition", "when", "would"],
  },
  {
    section: "15-5-2",
    title: "One condition, one trigger per moment",
    gloss:
      "However many times a single trigger condition is met at the same moment, the effect triggers once for that moment.",
    tags: ["trigger", "once", "simultaneous", "condition"],
  },
  {
    section: "15-5-3",
    title: "Triggering on arrival",
    gloss:
      "An effect whose condition is met the moment its card is put where it can trigger does trigger, even when that placement is the very thing it watches for.",
    tags: ["trigger", "condition", "placed", "inherited"],
  },
  {
    section: "15-6-1",
    title: "Processing conditions",
    gloss:
      'A condition written with "if" or "while" is checked as the effect resolves; the effect only does its work when the condition holds then.',
    tags: ["condition", "if", "while", "processing"],
  },
  {
    section: "15-8",
    title: "Kinds of effects",
    gloss:
      'Effects are persistent, trigger-type, activation-type ([Main]) or immediate-type ("when ... would"), and each kind applies in its own way.',
    tags: ["persistent", "trigger", "activation", "immediate", "category"],
  },
  {
    section: "15-8-2",
    title: "Persistent effects",
    gloss:
      "A persistent effect has no trigger: it applies for as long as its turn limit and its condition hold, and stops the moment they don't. Several of them stack, and a prohibition wins over a permission.",
    tags: ["persistent", "continuous", "while", "can't", "restriction"],
  },
  {
    section: "15-8-3-5",
    title: "Where a deleted Digimon's effect waits",
    gloss:
      "When a deleted Digimon's effects trigger, including inherited ones, they wait on the card that was on top of that Digimon.",
    tags: ["on deletion", "deleted", "inherited", "pending", "top card"],
  },
  {
    section: "15-8-3-8",
    title: "Looking back at the trigger",
    gloss:
      "A triggered effect that refers to what triggered it (the played Digimon, the number deleted) uses the situation at trigger time, even if things have changed since.",
    tags: ["trigger", "reference", "state", "played", "for each"],
  },
  {
    section: "15-8-3-9-2",
    title: "Triggers ignore processing conditions",
    gloss:
      'A trigger-type effect triggers whenever its trigger condition is met, whatever its "if" says; that condition is checked only when it activates.',
    tags: ["trigger", "condition", "if", "activation"],
  },
  {
    section: "15-8-3-9-4",
    title: "Conditions of leave-the-area triggers",
    gloss:
      "For an effect that triggers as its card leaves an area, the conditions it checks are read from the moment it triggered.",
    tags: ["on deletion", "condition", "leaves", "reference"],
  },
  {
    section: "15-8-5",
    title: "Immediate-type effects",
    gloss:
      '"When X would ..." effects cut in right before the event they watch and activate at once; they only trigger alongside other immediate effects, once per cause.',
    tags: ["immediate", "would", "interrupt", "replacement"],
  },
  {
    section: "15-1-5",
    title: "Mandatory effects are carried out",
    gloss:
      'An effect that does not say "you may" has to be carried out whenever it can be; the player does not get to leave it undone.',
    tags: ["mandatory", "must", "you may", "play"],
  },
  {
    section: "15-10-2-1",
    title: "Choosing N cards",
    gloss:
      'Text naming a number of cards ("2 Digimon") asks for that many, or for as many as there are when fewer can be chosen.',
    tags: ["choose", "count", "targets", "as many as possible"],
  },
  {
    section: "15-10-2-2",
    title: 'Choosing "up to" N cards',
    gloss: 'With "up to" before the number, the player picks any number of cards from none to that number.',
    tags: ["choose", "up to", "count", "targets"],
  },
  {
    section: "15-11-2-2",
    title: "Group effects reach latecomers",
    gloss:
      "An ongoing effect that covers a whole group (every enemy Digimon for the turn, say) also covers cards that join the group after it was applied.",
    tags: ["lasting", "for the turn", "all", "continuous", "dp"],
  },
  {
    section: "15-12-1-4",
    title: "A card made into a Digimon",
    gloss:
      "When an effect adds the Digimon category to a card (a Tamer counted as a Digimon with some DP, say), everything the rules say about Digimon applies to that card while it lasts.",
    tags: ["tamer", "digimon", "adds information", "lasting"],
  },
  {
    section: "15-15-1-1",
    title: "Ending an attack",
    gloss:
      "An effect that ends the attack brings its end right after that effect: no block, battle or security check that was still to come happens.",
    tags: ["attack", "end", "end of attack"],
  },
  {
    section: "15-15-2",
    title: "Gaining an effect",
    gloss:
      "A card that gains an effect has it as if printed on it, for as long as the effect that gave it says.",
    tags: ["gains", "effect", "quoted"],
  },
  {
    section: "15-15-7-1",
    title: "Effects that activate other effects",
    gloss:
      "When an effect says to activate another effect, that other effect runs in the middle of it, and the rest of the first effect continues only afterwards.",
    tags: ["activate", "effect", "nested"],
  },
  {
    section: "15-15-7-3",
    title: "Activated as this card's effect",
    gloss:
      'An effect activated "as an effect of this Digimon" counts as activated by the card whose effect did the activating.',
    tags: ["activate", "as an effect of", "source"],
  },
  {
    section: "15-15-7-4",
    title: "A mandatory activation forces the choices",
    gloss:
      "If the effect that activates another one is not optional, the optional parts of the activated effect must be done too.",
    tags: ["activate", "mandatory", "you may", "optional"],
  },
  {
    section: "15-15-5",
    title: "Cards effects leave alone",
    gloss:
      "Some cards are shielded from effects, all of them or those of the opponent or of one card category; the pieces below say what that shield does and does not stop.",
    tags: ["immune", "unaffected", "isn't affected", "don't affect", "immunity"],
  },
  {
    section: "15-15-5-1",
    title: "Shielded cards are not changed",
    gloss:
      "Whatever an effect would do to a shielded card (suspend it, lower its DP, delete it, move it) simply does not happen to that card.",
    tags: ["immune", "unaffected", "suspend", "dp", "delete"],
  },
  {
    section: "15-15-5-2",
    title: "The shield is checked all the time",
    gloss:
      "A lasting change stops counting the moment a card gains the shield and counts again the moment the shield goes away, as long as the change itself still lasts.",
    tags: ["immune", "unaffected", "lasting", "again"],
  },
  {
    section: "15-15-5-3",
    title: "Shielded cards can still be picked",
    gloss: "An effect may still pick a shielded card as its target; it just leaves that card as it is.",
    tags: ["immune", "unaffected", "choose", "target"],
  },
  {
    section: "15-15-5-4",
    title: "Gifts to a shielded card do not count",
    gloss:
      "A keyword or effect handed to a shielded card by an effect it is shielded from is not one the card has while the shield lasts.",
    tags: ["immune", "unaffected", "gains", "keyword"],
  },
  {
    section: "15-16",
    title: "Effect timings",
    gloss:
      "The bracketed timings — [On Play], [When Digivolving], [On Deletion], [When Attacking], [Main], [Your Turn], [Opponent's Turn], [All Turns] — say when an effect triggers or may be used.",
    tags: ["timing", "on play", "when digivolving", "on deletion", "when attacking", "main", "all turns"],
  },
  {
    section: "15-16-10-2",
    title: "[Security] effects don't wait",
    gloss:
      "A triggered [Security] effect activates straight away instead of becoming pending, so it goes before anything that triggered with it.",
    tags: ["security", "security effect", "timing", "pending"],
  },
  {
    section: "15-16-11-1",
    title: "[Start of Your Turn]",
    gloss: "These effects trigger as your unsuspend phase begins and activate before your cards unsuspend.",
    tags: ["start of your turn", "timing", "unsuspend"],
  },
  {
    section: "15-16-12-1",
    title: "[End of Your Turn]",
    gloss: "These effects trigger when your turn ends.",
    tags: ["end of your turn", "timing", "end of turn"],
  },
  {
    section: "15-16-13-1",
    title: "[Start of Your Main Phase]",
    gloss:
      "These effects trigger when your main phase arrives; the other player's [Start of Opponent's Main Phase] effects trigger at the same moment.",
    tags: ["start of your main phase", "timing", "main phase"],
  },
  {
    section: "16-12",
    title: "<De-Digivolve>",
    gloss:
      "<De-Digivolve N> trashes up to N cards from the top of a Digimon's stack, one at a time. It isn't optional once it applies, and it can't trash from a level 3 or lower card.",
    tags: ["de-digivolve", "keyword", "trash", "stack"],
  },
  {
    section: "16-14-1",
    title: "<Digi-Burst>",
    gloss:
      "<Digi-Burst N> lets a Digimon trash N of its digivolution cards to activate the effect written after it. The player may decline, and without N such cards it can't be used.",
    tags: ["digi-burst", "keyword", "digivolution cards", "trash"],
  },
  {
    section: "16-17-1",
    title: "<Delay>",
    gloss:
      "An Option card with <Delay> that sits in the battle area can be trashed to activate the effect written after the keyword. Doing so is up to its owner.",
    tags: ["delay", "keyword", "option", "battle area", "trash"],
  },
  {
    section: "16-17-3",
    title: "<Delay> waits a turn",
    gloss: "<Delay> can't be used in the same turn its card was put into the battle area.",
    tags: ["delay", "keyword", "turn", "placed"],
  },
  {
    section: "17-1-2-2",
    title: "No rule checks during an effect",
    gloss:
      "Rule checks wait until the effect being processed is finished; a Digimon dropped to 0 DP mid-effect is only deleted afterwards.",
    tags: ["rule check", "rules processing", "effect", "timing"],
  },
  {
    section: "17-1-3",
    title: "What a rule check does",
    gloss:
      "At a rule check everything that applies is handled at once: Digimon at 0 DP are deleted and cards that can't stay where they are go to the trash.",
    tags: ["rule check", "rules processing", "simultaneous", "delete", "trash"],
  },
  {
    section: "17-1-3-1-1",
    title: "0 DP means deletion",
    gloss: "Any Digimon on the battle area with 0 DP is deleted when the rule check runs.",
    tags: ["rule check", "0 dp", "deletion", "dp"],
  },
  {
    section: "17-1-3-2-1",
    title: "A Digimon without DP is trashed",
    gloss:
      "A card in the battle area that has no DP (a Digi-Egg left on top after de-digivolving, say) is trashed by the rule check.",
    tags: ["rule check", "trash", "no dp", "digi-egg"],
  },
  {
    section: "17-1-3-2-2",
    title: "Option cards in the battle area",
    gloss:
      "An Option card sitting in the battle area is trashed by the rule check, unless an effect put it there.",
    tags: ["rule check", "trash", "option", "battle area"],
  },
  {
    section: "17-1-3-2-3",
    title: "Non-Digimon in the breeding area",
    gloss:
      "A card in the breeding area that isn't a Digimon is trashed by the rule check, unless an effect put it there.",
    tags: ["rule check", "trash", "breeding"],
  },
  {
    section: "7-1-2-3",
    title: "A play that can't go on",
    gloss:
      "If, once revealed, the card turns out unplayable (say its cost is out of reach), it returns to the place it came from; this does not count as leaving an area, and the memory gauge stays put.",
    tags: ["play", "cost", "memory", "return"],
  },
  {
    section: "8-1-2-6",
    title: "A digivolution that can't go on",
    gloss:
      "If, once revealed, the card turns out unable to digivolve (say a raised cost is out of reach), it returns to the place it came from; this does not count as leaving an area, and the memory gauge stays put.",
    tags: ["digivolve", "cost", "memory", "return"],
  },
  {
    section: "9-1-8",
    title: "An Option that can't be used",
    gloss:
      "If, once revealed, the Option turns out unusable (say its cost is out of reach), it returns to the place it came from; this does not count as leaving an area, and the memory gauge stays put.",
    tags: ["option", "cost", "memory", "return"],
  },
  {
    section: "7-1-2-1",
    title: "No attacking on the turn a card is played",
    gloss:
      "A Digimon that came into play this turn can't attack yet, unless something such as <Rush> allows it.",
    tags: ["attack", "played", "rush", "summoning"],
  },
  {
    section: "15-8-4-1",
    title: "Activation-type effects",
    gloss:
      "[Main] effects of cards on the field are used by the player when they choose, not by any trigger.",
    tags: ["main", "activation", "activate"],
  },
  {
    section: "15-8-4-2",
    title: "Using a [Main] effect",
    gloss:
      "During their main phase, and only when nothing else is being processed, the turn player may use an activation-type effect; it takes effect at once.",
    tags: ["main", "activation", "main phase"],
  },
  {
    section: "15-8-5-1",
    title: "Immediate-type effects",
    gloss:
      'Effects worded "when ... would ..." do not wait in a pending layer: they act at once, just before the thing they react to happens.',
    tags: ["immediate", "would", "interrupt"],
  },
  {
    section: "15-8-5-2",
    title: "They interrupt before the cause",
    gloss:
      "An immediate-type effect steps in right before its cause; if it keeps a Digimon on the field, the deletion it reacted to simply does not happen.",
    tags: ["immediate", "would", "interrupt", "prevent"],
  },
  {
    section: "16-19-1",
    title: "<Armor Purge>",
    gloss:
      "When a Digimon with <Armor Purge> is about to be deleted, its owner may trash its top card; if they do, it stays on the field instead of being deleted.",
    tags: ["armor purge", "keyword", "deletion", "immediate"],
  },
  {
    section: "16-42-3",
    title: "<Use Req.>",
    gloss:
      "<Use Req.> names Digimon or Tamers (by trait, for instance); having one of them in the battle area lets the player use the Option without meeting its colour requirements.",
    tags: ["use req", "use requirement", "option", "colour", "color"],
  },
  {
    section: "14-2-5",
    title: "The end of the battle",
    gloss:
      "Once a battle and whatever it triggered are done, effects waiting for the end of that battle happen, such as a Security Digimon that puts itself onto the field win or lose.",
    tags: ["battle", "end of the battle", "security digimon"],
  },
  {
    section: "16-4-4",
    title: "<Security A.> never below zero checks",
    gloss:
      "Add up every <Security A.> value a Digimon has to its one usual check; when the sum leaves it with fewer than zero checks, it simply checks no card at all.",
    tags: ["security attack", "keyword", "security check"],
  },
  {
    section: "16-7-4",
    title: "<Piercing> checks just before the attack ends",
    gloss:
      "When the attacker wins a battle against an opposing Digimon and that Digimon is deleted, the security check from <Piercing> waits until everything the battle triggered is resolved, then happens right before the end of the attack.",
    tags: ["piercing", "keyword", "security check", "battle"],
  },
  {
    section: "16-7-6",
    title: "<Piercing> needs its Digimon",
    gloss:
      "If the Digimon with <Piercing> is gone from the battle area by the time its check would happen, no security check is made.",
    tags: ["piercing", "keyword", "security check"],
  },
  {
    section: "16-9-1",
    title: "<Jamming>",
    gloss:
      "A Digimon with <Jamming> that loses a battle against a Security Digimon stays on the field; battles with Digimon on the field still delete it.",
    tags: ["jamming", "keyword", "security digimon", "battle"],
  },
  {
    section: "16-10-1",
    title: "<Digisorption>",
    gloss:
      "As you digivolve into a card from your hand that has <Digisorption -N>, you may suspend one of your Digimon, even the one digivolving, to pay N less memory for it.",
    tags: ["digisorption", "keyword", "digivolve", "cost"],
  },
  {
    section: "16-13-1",
    title: "<Retaliation>",
    gloss:
      "When a Digimon with <Retaliation> is deleted in battle, the opposing Digimon it fought is deleted too. That second deletion comes from an effect, so it does not count as a deletion in battle.",
    tags: ["retaliation", "keyword", "battle", "deletion"],
  },
  {
    section: "16-16-1",
    title: "<Blitz>",
    gloss:
      "<Blitz> lets its Digimon declare an attack right away, within the effect, but only while the opposing player holds one memory or more.",
    tags: ["blitz", "keyword", "attack", "memory"],
  },
  {
    section: "16-18-1",
    title: "<Decoy>",
    gloss:
      "When one of your other Digimon that the <Decoy> names is about to be deleted by the opponent's effect, you may delete the Digimon with <Decoy>; the named Digimon then stays.",
    tags: ["decoy", "keyword", "deletion", "immediate"],
  },
  {
    section: "16-20-1",
    title: "<Save>",
    gloss:
      "<Save> lets the card go from the trash to the bottom of the cards under one of your Tamers; using it is up to you.",
    tags: ["save", "keyword", "tamer"],
  },
  {
    section: "16-22-1",
    title: "<Evade>",
    gloss:
      "When a Digimon with <Evade> is about to be deleted, its owner may suspend it; if they do, it is not deleted. An already suspended Digimon can't use it.",
    tags: ["evade", "keyword", "deletion", "immediate"],
  },
  {
    section: "16-23-1",
    title: "<Raid>",
    gloss:
      "When a Digimon with <Raid> attacks, its player may move the attack onto the opponent's unsuspended Digimon that has the most DP, choosing among ties.",
    tags: ["raid", "keyword", "attack target"],
  },
  {
    section: "16-23-3",
    title: "<Raid> is optional",
    gloss: "The player decides whether <Raid> switches the attack target.",
    tags: ["raid", "keyword", "optional"],
  },
  {
    section: "16-24-1",
    title: "<Alliance>",
    gloss:
      "When a Digimon with <Alliance> attacks, its player may suspend one of their other Digimon; the attacker then adds that Digimon's DP, as it was when suspended, and <Security A. +1> until the attack is over.",
    tags: ["alliance", "keyword", "attack", "dp"],
  },
  {
    section: "16-24-3",
    title: "<Alliance> is optional",
    gloss:
      "Suspending another Digimon for <Alliance> is a choice; with no other unsuspended Digimon, nothing happens.",
    tags: ["alliance", "keyword", "optional"],
  },
  {
    section: "16-25-1",
    title: "<Barrier>",
    gloss:
      "When a Digimon with <Barrier> is about to be deleted in a battle, its owner may trash the top card of their security stack to keep it on the field.",
    tags: ["barrier", "keyword", "battle", "deletion", "immediate"],
  },
  {
    section: "16-27-1",
    title: "<Fortitude>",
    gloss:
      "When a Digimon with <Fortitude> that had digivolution cards is deleted, its top card comes back onto the field from the trash without paying its cost.",
    tags: ["fortitude", "keyword", "deletion", "play"],
  },
  {
    section: "16-30-1",
    title: "<Collision>",
    gloss:
      "While a Digimon with <Collision> attacks, every Digimon of the opponent counts as having <Blocker>, and the opponent has to block if any of them can.",
    tags: ["collision", "keyword", "block"],
  },
  {
    section: "16-32-1",
    title: "<Scapegoat>",
    gloss:
      "When a Digimon with <Scapegoat> is about to be deleted by anything but its owner's own effects, the owner may delete another of their Digimon so that it stays.",
    tags: ["scapegoat", "keyword", "deletion", "immediate"],
  },
  {
    section: "16-35-4",
    title: "<Iceclad> compares digivolution cards",
    gloss:
      "In a battle on the field involving a Digimon with <Iceclad>, whichever has more digivolution cards wins, the one with fewer loses, and equal counts make both lose.",
    tags: ["iceclad", "keyword", "battle"],
  },
  {
    section: "16-37-1",
    title: "<Fragment>",
    gloss:
      "When a Digimon with <Fragment (N)> is about to be deleted, its owner may pick and trash N of its digivolution cards; if they do, it is not deleted.",
    tags: ["fragment", "keyword", "deletion", "immediate"],
  },
  {
    section: "18-1-1",
    title: "Pending processing waits for its timing",
    gloss:
      "Part of an effect may be kept for a later moment, such as when this turn ends. Once that moment arrives, it is carried out as though it had triggered right then.",
    tags: ["pending", "delayed", "end of turn", "later"],
  },
  {
    section: "18-1-2",
    title: "Pending processing is ordered with what triggers with it",
    gloss:
      "When pending processing comes due at the same time as other processing or triggered effects, all of them are ordered as simultaneous triggers: turn player first, in the order they choose.",
    tags: ["pending", "delayed", "simultaneous", "order"],
  },
  {
    section: "18-2-1",
    title: '"Instead" replaces processing',
    gloss:
      'When a text says "instead", the processing written before it is swapped for the processing written with "instead", if its condition holds.',
    tags: ["instead", "overwrite", "replace"],
  },
  {
    section: "18-2-2",
    title: 'An optional "instead"',
    gloss:
      "If the replacement is phrased as something the player may do, the player decides whether the original or the replacement happens.",
    tags: ["instead", "overwrite", "optional", "may"],
  },
  {
    section: "18-2-3",
    title: 'A mandatory "instead"',
    gloss:
      'Without any "may", the replacement must happen whenever its condition holds; the original processing is skipped.',
    tags: ["instead", "overwrite", "mandatory"],
  },
  {
    section: "18-3-1",
    title: "What an infinite loop is",
    gloss:
      "A loop is processing that would go on for ever, or has to, so the game can no longer move forward. The engine sees one when the same state comes back with the same effects still pending.",
    tags: ["loop", "infinite", "repeat", "draw"],
  },
  {
    section: "18-3-2",
    title: "Unstoppable loops",
    gloss: "If an endless loop starts and neither player can stop it, the game ends in a draw.",
    tags: ["loop", "draw", "infinite"],
  },
  {
    section: "18-3-3",
    title: "Loops someone can stop",
    gloss:
      "When a loop can be stopped, the turn player and then the other player each say how many times to repeat it; it runs at least that many times and stops at the first chance after.",
    tags: ["loop", "infinite", "repeat"],
  },
  {
    section: "18-3-3-1",
    title: "The turn player declares the repetitions first",
    gloss:
      "When a player can stop a loop, the turn player (if they can stop it) first says how many times the processing is to repeat; the non-turn player declares next.",
    tags: ["loop", "infinite", "declare", "repeat", "turn player"],
  },
  {
    section: "18-3-3-3",
    title: "The loop runs at least that often, then stops",
    gloss:
      "The processing repeats at least as many times as was declared, and then the player who can stop it does so at the first chance. The same loop may not be started again afterwards.",
    tags: ["loop", "infinite", "stop", "repeat"],
  },
  {
    section: "11-1-2",
    title: "Only the turn player attacks",
    gloss:
      "Attacks are declared by the player whose turn it is; the other player's Digimon can't attack during it.",
    tags: ["attack", "turn player"],
  },
  {
    section: "11-2-4",
    title: "One attack at a time",
    gloss: "While an attack is under way, no other attack can be declared, by a player or by an effect.",
    tags: ["attack", "declaration"],
  },
  {
    section: "16-21-1",
    title: "<Material Save>",
    gloss:
      "When a Digimon with <Material Save N> is about to be deleted, up to N of its digivolution cards that its DigiXros requirements name may go under one of your Tamers.",
    tags: ["material save", "keyword", "digixros", "tamer", "deletion"],
  },
  {
    section: "16-28-1",
    title: "<Mind Link>",
    gloss:
      "<Mind Link> moves the Tamer to the bottom of the digivolution cards of one of your Digimon, one that has no Tamer among its digivolution cards yet.",
    tags: ["mind link", "keyword", "tamer"],
  },
  {
    section: "16-29-1",
    title: "<Partition>",
    gloss:
      "When a Digimon with <Partition> and one of each card it names underneath would leave the field other than by its owner's effect or a battle, those named cards may be played from under it for free.",
    tags: ["partition", "keyword", "leave", "play"],
  },
  {
    section: "16-33-1",
    title: "<Vortex>",
    gloss:
      "At the end of your turn a Digimon with <Vortex> may attack one of the opponent's Digimon, even if it came into play this turn.",
    tags: ["vortex", "keyword", "attack", "end of turn"],
  },
  {
    section: "16-34-1",
    title: "<Overclock>",
    gloss:
      "When your turn ends, you may delete one of your Tokens or another Digimon the keyword names; then the Digimon with <Overclock> attacks the opponent without being suspended.",
    tags: ["overclock", "keyword", "attack", "end of turn"],
  },
  {
    section: "16-34-3",
    title: "<Overclock>'s deletion is optional",
    gloss:
      "The player chooses whether to delete a Digimon for <Overclock>; only once they do must the attack happen.",
    tags: ["overclock", "keyword", "optional"],
  },
  {
    section: "16-36-1",
    title: "<Decode>",
    gloss:
      "When a Digimon with <Decode> would leave the field for any reason but a battle, one card of the kind it names may be played for free from under it.",
    tags: ["decode", "keyword", "leave", "play"],
  },
  {
    section: "16-38-1",
    title: "<Execute>",
    gloss:
      "At the end of your turn a Digimon with <Execute> may attack, unsuspended Digimon of the opponent included; once that attack ends, the Digimon is deleted.",
    tags: ["execute", "keyword", "attack", "end of turn", "deletion"],
  },
  {
    section: "16-38-3",
    title: "<Execute> is optional",
    gloss: "The player chooses whether the Digimon attacks with <Execute>.",
    tags: ["execute", "keyword", "optional"],
  },
  {
    section: "16-43-1",
    title: "<Ascension>",
    gloss:
      "When a Digimon with <Ascension> is deleted, its card may go from the trash onto the top of its owner's security stack.",
    tags: ["ascension", "keyword", "security", "deletion"],
  },
  {
    section: "16-43-3",
    title: "<Ascension> is optional",
    gloss: "The player chooses whether the card goes to the security stack with <Ascension>.",
    tags: ["ascension", "keyword", "optional"],
  },
  {
    section: "16-44-1",
    title: "<Engage>",
    gloss: "At the end of your turn a Digimon with <Engage> may make an attack.",
    tags: ["engage", "keyword", "attack", "end of turn"],
  },
  {
    section: "16-45-1",
    title: "<Guard>",
    gloss:
      "When another of your Digimon would be removed from the field by the opponent's effect, you may delete the Digimon with <Guard>; the other one then stays.",
    tags: ["guard", "keyword", "leave", "deletion"],
  },
  {
    section: "16-4-1",
    title: "<Security A.>",
    gloss:
      "<Security A. +N> (or -N) changes how many security cards a Digimon checks when its attack gets through, by N.",
    tags: ["security attack", "security a.", "keyword", "security check"],
  },
  {
    section: "16-5-1",
    title: "<Blocker>",
    gloss:
      "A Digimon with <Blocker> may step in at block timing: it is suspended and takes over as the target of the opposing attack (chapter 12).",
    tags: ["blocker", "keyword", "block", "attack target"],
  },
  {
    section: "16-7-1",
    title: "<Piercing>",
    gloss:
      "If a Digimon with <Piercing> attacks, wins its battle against an opposing Digimon and that one is deleted, it still checks security before its attack is over.",
    tags: ["piercing", "keyword", "security check", "battle"],
  },
  {
    section: "16-11-1",
    title: "<Reboot>",
    gloss:
      "A Digimon with <Reboot> also stands back up in its owner's opponent's unsuspend phase, so it is ready to block during their turn.",
    tags: ["reboot", "keyword", "unsuspend"],
  },
  {
    section: "16-15-1",
    title: "<Rush>",
    gloss:
      "A Digimon normally waits a turn after being played before it may attack; <Rush> removes that wait.",
    tags: ["rush", "keyword", "attack", "played this turn"],
  },
  {
    section: "16-26-1",
    title: "<Blast Digivolve>",
    gloss:
      "A card in hand with <Blast Digivolve> lets one of your Digimon digivolve into it for free; using it is up to the player.",
    tags: ["blast digivolve", "keyword", "digivolve", "counter"],
  },
  {
    section: "16-26-4",
    title: "<Blast Digivolve> is an effect",
    gloss:
      "The digivolution <Blast Digivolve> makes is done by an effect, so what waits for an effect to digivolve a Digimon sees it.",
    tags: ["blast digivolve", "keyword", "digivolve", "by effect"],
  },
  {
    section: "16-31-1",
    title: "<Blast DNA Digivolve>",
    gloss:
      "Like <Blast Digivolve>, but two cards become one: a named Digimon of yours and a named card from your hand go under the card, at no cost.",
    tags: ["blast dna digivolve", "keyword", "dna", "digivolve"],
  },
  {
    section: "16-35-1",
    title: "<Iceclad>",
    gloss:
      "In battle against a Digimon (not a Security Digimon), a Digimon with <Iceclad> is compared by how many cards lie under each one, not by DP.",
    tags: ["iceclad", "keyword", "battle", "digivolution cards"],
  },
  {
    section: "16-39-1",
    title: "<Progress>",
    gloss:
      "While it is attacking, a Digimon with <Progress> ignores what the opponent's effects would do to it.",
    tags: ["progress", "keyword", "attack", "opponent's effects"],
  },
  {
    section: "16-40-1",
    title: "<Link +>",
    gloss: "<Link +N> raises by N the number of link cards that Digimon may hold.",
    tags: ["link", "keyword", "link cards"],
  },
  {
    section: "16-41-1",
    title: "<Training>",
    gloss:
      "In your main phase you may suspend a Digimon with <Training> (in the battle area or the breeding area) to slide your deck's top card beneath its stack.",
    tags: ["training", "keyword", "suspend", "breeding area"],
  },
  {
    section: "16-42-1",
    title: "<Use Req.>",
    gloss:
      "<Use Req.> frees an Option from its colour requirement when the cards the keyword names are present.",
    tags: ["use req", "use requirement", "keyword", "colour", "color"],
  },
  {
    section: "16-46-1",
    title: "<Detach>",
    gloss:
      "When a Digimon with <Detach> is about to leave the battle area through anything but its owner's effects, trashing one of its named link cards keeps it there.",
    tags: ["detach", "keyword", "link cards", "leave"],
  },
  {
    section: "16-47-1",
    title: "<Succession>",
    gloss:
      "<Succession (X)> gives the Digimon every effect printed on the uppermost matching card among its digivolution cards, except <Succession> itself.",
    tags: ["succession", "keyword", "digivolution cards", "gain"],
  },
  {
    section: "11-3-1",
    title: "Counter timing",
    gloss:
      "Once the effects of an attack declaration are done and before blockers are chosen, the defending player gets a window for their [Counter] effects.",
    tags: ["counter", "attack", "non-turn player", "blast digivolve"],
  },
  {
    section: "11-3-2",
    title: "One [Counter] effect per attack",
    gloss: "In that window the defending player may use a single [Counter] effect for each attack, no more.",
    tags: ["counter", "attack", "limit"],
  },
  {
    section: "15-14-1",
    title: "[X Per Turn] limits",
    gloss: "An effect marked with a per-turn limit can be used only that many times in one turn.",
    tags: ["once per turn", "limit"],
  },
  {
    section: "15-14-2-1",
    title: "{Hand} effects",
    gloss:
      "An effect marked for the hand works while the card is still in its owner's hand, by showing that card.",
    tags: ["hand", "main", "activate"],
  },
  {
    section: "15-14-3-1",
    title: "{Trash} effects",
    gloss: "An effect marked for the trash may trigger or be used while its card lies in its owner's trash.",
    tags: ["trash", "main", "activate"],
  },
  {
    section: "15-14-5-1",
    title: "{Security} effects",
    gloss:
      "An effect marked for the security stack may trigger or be used only while its card sits face up among its owner's security cards.",
    tags: ["security", "face up", "activate"],
  },
  {
    section: "15-8-4-3-1",
    title: "Activation needs its conditions",
    gloss:
      "A player may declare an activation-type effect only at a moment when what it needs in order to be processed is met.",
    tags: ["main", "activation", "cost", "condition"],
  },
  {
    section: "4-21-4",
    title: "Tokens take no link cards",
    gloss: "A token can never have a card linked to it.",
    tags: ["token", "link"],
  },
  {
    section: "6-5-1-4-1",
    title: "Linking as a main-phase action",
    gloss:
      "In the main phase the turn player may plug one card from their hand or battle area into one of their Digimon as its link card.",
    tags: ["link", "main phase", "action"],
  },
  {
    section: "7-2-1",
    title: "DigiXros",
    gloss:
      "Some Digimon cards list DigiXros requirements: when you play one, you may put listed cards from your hand or battle area under it, and each card put there lowers its play cost by the printed amount.",
    tags: ["digixros", "xros", "play", "cost"],
  },
  {
    section: "7-2-2-4",
    title: "A declared DigiXros places cards",
    gloss:
      "You choose how many listed cards to put under the card, but once you declare the DigiXros that number can't be zero.",
    tags: ["digixros", "declare"],
  },
  {
    section: "7-2-2-5",
    title: "One card per listed part",
    gloss:
      "Each card named in the requirements can be filled by a single card; a requirement that gives a number of cards allows up to that number.",
    tags: ["digixros", "limit", "parts"],
  },
  {
    section: "7-2-2-11",
    title: "A DigiXros that fails",
    gloss:
      "If the card turns out unplayable partway through, whatever was put under it for the DigiXros goes to the trash.",
    tags: ["digixros", "fail", "trash"],
  },
  {
    section: "7-2-3",
    title: "How a DigiXros play goes",
    gloss:
      "Reveal the card and resolve anything that triggers on the play, declare the DigiXros while picking the cards, put them under it, pay the lowered cost, then the card enters the field.",
    tags: ["digixros", "procedure"],
  },
  {
    section: "7-2-3-3",
    title: "The DigiXros reduction",
    gloss:
      "Every card put under the played card lowers what you pay by the printed number, together with any other increases or reductions.",
    tags: ["digixros", "cost", "reduction"],
  },
  {
    section: "7-3-1",
    title: "Assembly",
    gloss:
      "Some Digimon cards list Assembly requirements: you may put the listed cards from your trash under the card as you play it, and its play cost drops by the printed amount.",
    tags: ["assembly", "trash", "play", "cost"],
  },
  {
    section: "7-3-2-4",
    title: "Assembly is all or nothing",
    gloss:
      "An Assembly needs every one of the listed cards; putting only some of them under the card is not allowed.",
    tags: ["assembly", "exact"],
  },
  {
    section: "7-3-2-5",
    title: "Each Assembly part is one card",
    gloss:
      "Each part of an Assembly requirement is filled by a single card that meets that part; a stated number of cards means exactly that many.",
    tags: ["assembly", "parts"],
  },
  {
    section: "7-3-2-8",
    title: "An Assembly that fails",
    gloss: "If the card can't be played after all, the cards gathered under it for the Assembly are trashed.",
    tags: ["assembly", "fail", "trash"],
  },
  {
    section: "7-3-3",
    title: "How an Assembly play goes",
    gloss:
      "Reveal the card and resolve play triggers, declare the Assembly and pick the cards from your trash, put them under it, pay the lowered cost, then the card enters the field.",
    tags: ["assembly", "procedure"],
  },
  {
    section: "7-3-3-3",
    title: "The Assembly reduction",
    gloss: "Putting the required cards under the card lowers its cost by the printed amount before you pay.",
    tags: ["assembly", "cost", "reduction"],
  },
  {
    section: "8-3-1",
    title: "Burst digivolution",
    gloss:
      "A card with [Burst Digivolve] goes on top of the named Digimon of yours once you send the named Tamer of yours from the battle area back to your hand.",
    tags: ["burst", "digivolve", "tamer"],
  },
  {
    section: "8-3-3",
    title: "How a burst digivolution goes",
    gloss:
      "Reveal the card and pick the Digimon it names, return the named Tamer to your hand, pay the cost, stack the card, then draw one.",
    tags: ["burst", "procedure"],
  },
  {
    section: "8-3-3-1",
    title: "Choosing the Digimon for a burst",
    gloss: "The revealed card's burst requirement decides which of your Digimon may take it.",
    tags: ["burst", "requirement"],
  },
  {
    section: "8-3-3-2",
    title: "The Tamer goes back first",
    gloss:
      "Before the cost is paid, the Tamer the burst requirement names leaves your battle area for your hand.",
    tags: ["burst", "tamer", "hand"],
  },
  {
    section: "8-3-3-3",
    title: "Paying for a burst",
    gloss: "After the Tamer is back in hand, the cost printed in the burst requirement is paid.",
    tags: ["burst", "cost"],
  },
  {
    section: "8-4-1",
    title: "App Fusion",
    gloss:
      "A card with [App Fusion] digivolves one of your linked Digimon whose card and link card are two different names from its list; the link card goes into the stack too.",
    tags: ["app fusion", "link", "digivolve"],
  },
  {
    section: "8-4-2-1",
    title: "Two different listed cards",
    gloss: "The Digimon and its link card must be two of the listed cards, and not the same one twice.",
    tags: ["app fusion", "names", "pair"],
  },
  {
    section: "8-4-3",
    title: "How App Fusion goes",
    gloss:
      "Reveal the card, pick a linked Digimon that fits, pay the cost, put its link card on top of it and the new card over both, then draw one.",
    tags: ["app fusion", "procedure"],
  },
  {
    section: "8-4-3-1",
    title: "Choosing the Digimon to fuse",
    gloss:
      "The requirement printed on the revealed card decides which of your battle-area Digimon may be chosen.",
    tags: ["app fusion", "requirement"],
  },
  {
    section: "10-1-1",
    title: "Linking",
    gloss:
      "A card with [Link] can be plugged in sideways under one of your Digimon that meets its link requirement, from your hand or battle area, by paying its link cost during your main phase.",
    tags: ["link", "linking", "main phase"],
  },
  {
    section: "10-1-3",
    title: "How linking goes",
    gloss:
      "Reveal the card, choose one of your Digimon that meets its link requirement, pay the link cost, and plug the card in sideways.",
    tags: ["link", "procedure"],
  },
  {
    section: "10-1-3-1",
    title: "Choosing the Digimon to link",
    gloss: "The link requirement on the revealed card decides which of your Digimon may take it.",
    tags: ["link", "requirement"],
  },
  {
    section: "10-1-3-2",
    title: "Paying the link cost",
    gloss: "The memory printed as the link cost is paid before the card is plugged in.",
    tags: ["link", "cost", "memory"],
  },
  {
    section: "17-1-3-2-5",
    title: "Too many link cards",
    gloss:
      "When a Digimon holds more link cards than its current maximum allows, the rule check puts the surplus ones in the trash.",
    tags: ["rule check", "trash", "link cards", "link limit"],
  },
  {
    section: "17-1-3-2-6",
    title: "Link cards whose requirement fails",
    gloss:
      "A link card whose Digimon stops fitting what that card asks of the Digimon it plugs into goes to the trash at the rule check.",
    tags: ["rule check", "trash", "link cards", "link requirement"],
  },
  {
    section: "1-3-10",
    title: "Shuffling",
    gloss:
      "A shuffle puts the cards in a random order nobody knows; any of them that were public, such as face-up security cards, are turned private first.",
    tags: ["shuffle", "random", "face up", "security"],
  },
  {
    section: "3-7-3",
    title: "Security order is fixed",
    gloss: "Nobody may rearrange a security stack; only effects change which card is where.",
    tags: ["security", "order"],
  },
  {
    section: "4-17-1",
    title: "Moving out of the breeding area",
    gloss:
      "A move carries a Digimon out of the raising space into the battle area. You may do it once in your breeding phase, and some effects do it as well.",
    tags: ["move", "breeding", "battle area"],
  },
  {
    section: "4-17-2",
    title: "Only Digimon with DP move",
    gloss: "A card without DP, such as a Digi-Egg, stays in the breeding area.",
    tags: ["move", "dp", "digi-egg"],
  },
  {
    section: "4-18-2",
    title: "No hatching from an empty Digi-Egg deck",
    gloss: "With no card left in the Digi-Egg deck there is nothing to hatch.",
    tags: ["hatch", "digi-egg deck"],
  },
  {
    section: "4-18-3",
    title: "No hatching into an occupied breeding area",
    gloss: "While a card sits in your breeding area you cannot hatch another.",
    tags: ["hatch", "breeding"],
  },
  {
    section: "6-4-1",
    title: "Breeding phase",
    gloss:
      "The turn player gets one choice here: hatch the top Digi-Egg, send the raised Digimon out to fight, or skip straight to the main phase.",
    tags: ["breeding", "phase", "hatch", "move"],
  },
  {
    section: "6-4-1-1",
    title: "Hatching in the breeding phase",
    gloss: "The top card of the Digi-Egg deck is turned over into the breeding area.",
    tags: ["hatch", "digi-egg deck", "breeding"],
  },
  {
    section: "6-4-1-2",
    title: "Moving in the breeding phase",
    gloss: "The Digimon in the breeding area goes to the battle area; this is a move, not a play.",
    tags: ["move", "breeding", "battle area"],
  },
  {
    section: "2-2-3",
    title: "Digi-Egg cards",
    gloss: "Digi-Egg cards are what a Digi-Egg deck is built from.",
    tags: ["digi-egg", "digi-egg deck"],
  },
  {
    section: "15-12-1-3",
    title: "Added DP replaces earlier added DP",
    gloss:
      "A card takes added play cost, level or DP one value at a time: a newer addition replaces an older one, except that one made by a continuous effect wins over the others while that effect is there.",
    tags: ["adds information", "dp", "overwrite", "continuous"],
  },
  {
    section: "15-12-1-5",
    title: "Added DP counts as printed",
    gloss:
      "When an effect gives DP to a card that had none (a Tamer made into a Digimon, say), that number is the card's original DP, so DP changes are counted from it.",
    tags: ["adds information", "dp", "tamer", "original dp"],
  },
  {
    section: "15-12-1-6",
    title: "Both a Tamer and a Digimon",
    gloss:
      "A Tamer that an effect also makes a Digimon activates effects that count as Digimon effects and as Tamer effects at once, so a limit on either kind applies to them.",
    tags: ["tamer", "digimon", "effect type", "adds information"],
  },
  {
    section: "15-8-2-5",
    title: "Later persistent effects win, bans always",
    gloss:
      'When persistent effects say opposite things, the one that started applying last decides, unless one of them forbids something: a ban ("can\'t have its DP reduced", say) holds over the others.',
    tags: ["persistent", "conflict", "prohibition", "dp", "can't"],
  },
  {
    section: "7-2-2-9",
    title: "When a card counts as DigiXrosing",
    gloss:
      'A play is a DigiXros only if at least one card really went under the new card for it; an "if DigiXrosing" part checks this while that play is going on, not later.',
    tags: ["digixros", "if digixrosing", "condition"],
  },
  {
    section: "7-2-2-10",
    title: "DigiXrosing with a set number of cards",
    gloss:
      '"If DigiXrosing with 2 cards" holds only when exactly that many cards went under the new card for its DigiXros.',
    tags: ["digixros", "if digixrosing", "number", "condition"],
  },
  {
    section: "7-2-2-2",
    title: "Effects before the DigiXros is declared",
    gloss:
      "Anything that happens when the card would be played is dealt with first; only then is the DigiXros declared, right before the cost is paid. Tamer effects that let cards come from under Tamers or from the trash act at that point.",
    tags: ["digixros", "declare", "would be played", "tamer", "trash"],
  },
  {
    section: "8-2-2-1",
    title: "A DNA digivolved Digimon starts fresh",
    gloss:
      "The Digimon made by DNA digivolution keeps nothing from the two it came from: it is unsuspended, its cards count as new, effects on the old ones end, and an attack or attack target involving them is gone.",
    tags: ["dna", "digivolve", "new", "unsuspended", "attack target"],
  },
  {
    section: "1-3-5",
    title: "Choices made at once: the turn player first",
    gloss:
      "When a rule or an effect asks both players to choose at the same moment, the turn player decides first and the other player decides after seeing it.",
    tags: ["choice", "both players", "turn player", "order"],
  },
  {
    section: "15-12-2-1",
    title: "Effects that change information",
    gloss:
      "Some effects rewrite a fact of a card, such as its original DP or its name, instead of adding to it; DP changes are then counted from the rewritten value.",
    tags: ["changes information", "original dp", "dp", "name"],
  },
  {
    section: "15-12-2-2",
    title: "Nothing to change, nothing changes",
    gloss:
      "A change of information only reaches facts the card has: a card with no DP gets no new original DP.",
    tags: ["changes information", "original dp", "no dp"],
  },
  {
    section: "15-12-2-3",
    title: "The newest change of information wins",
    gloss:
      "When the same fact is rewritten twice, the later rewrite decides; a persistent effect's rewrite beats the others while it lasts, and the fact goes back once it is gone.",
    tags: ["changes information", "original dp", "overwrite", "latest"],
  },
  {
    section: "15-14-4-1",
    title: "{Breeding} effects",
    gloss:
      "An effect marked for the breeding area triggers, applies and may be used only while its Digimon sits there.",
    tags: ["breeding", "trigger", "activate", "main"],
  },
  {
    section: "3-4-7-4",
    title: "Breeding area: unmarked effects stay quiet",
    gloss:
      "A Digimon in the breeding area has its effects switched off there unless an effect names that area (as the {Breeding} mark does): [When Digivolving] there, for one, does nothing.",
    tags: ["breeding", "trigger", "when digivolving"],
  },
  {
    section: "16-47-2",
    title: "<Succession> lasts",
    gloss:
      "<Succession> is a persistent effect: the Digimon has the effects for as long as the card stays the uppermost match.",
    tags: ["succession", "keyword", "persistent"],
  },
  {
    section: "13-1-8-2-1",
    title: "Effects set off by a security check",
    gloss:
      "Whatever a security check makes trigger is resolved right then, before the check goes on to a battle with the revealed card.",
    tags: ["security check", "trigger", "timing"],
  },
  {
    section: "13-1-8-3-2",
    title: "No Security Digimon, no battle",
    gloss:
      "When the revealed card is not there as a Security Digimon any more (an effect played it, say), the check skips the battle and moves on.",
    tags: ["security check", "security digimon", "battle"],
  },
  {
    section: "4-24-1",
    title: "A slash between two options",
    gloss:
      "Two things written with a slash between them mean either one will do; a slash that only lists the separate traits a card has is not such a choice.",
    tags: ["slash", "or", "either", "requirement", "trait"],
  },
  {
    section: "4-25-2",
    title: "Cards with different colours, names or numbers",
    gloss:
      'Cards taken "with different colors" (or names, card numbers) must each differ from the others in that; a card with several colours or names may count as any one of them, so a red/blue card and a blue card differ.',
    tags: ["different", "colors", "names", "card numbers", "place"],
  },
  {
    section: "2-3-1-3",
    title: "A bracketed word in a card's name",
    gloss:
      'Asking for a card "with [X] in its name" takes any card whose name contains those letters somewhere, such as a longer name built around them.',
    tags: ["name", "in its name", "contains"],
  },
  {
    section: "15-11-1-3-2",
    title: "A chosen card keeps the effect",
    gloss:
      'Once an effect has picked a card by a condition ("1 of their Digimon with no digivolution cards"), what it does stays on that card even after the card stops fitting the condition.',
    tags: ["chosen", "target", "condition", "lasting", "individual processing"],
  },
  {
    section: "15-11-2-3",
    title: "Group effects with a condition follow it",
    gloss:
      'An ongoing effect on every card of a group that fits a condition ("all of their Digimon with no digivolution cards") applies to each card only while it fits: a card that stops fitting is freed, and one that starts fitting is caught.',
    tags: ["all", "condition", "lasting", "overall processing", "none of"],
  },
  {
    section: "3-4-7-5",
    title: "Breeding area: chosen only when named",
    gloss:
      "An effect picks a card sitting in the breeding area only if its words point at that area; any other choice looks past it.",
    tags: ["breeding", "choose", "target", "digivolve"],
  },
  {
    section: "4-27-4",
    title: "Each X: every step done X times",
    gloss:
      'When an effect does several things "for each" X, the first is done as many times as there are X, then the next; "return 1 Digimon" for each of 3 returns three Digimon.',
    tags: ["for each", "every", "count", "multiply"],
  },
  {
    section: "3-1-2-2",
    title: "Private areas",
    gloss:
      "No player may look at what a private area such as the hand holds. So when an effect has its player take a card that must meet a condition from the hand, they may take fewer or none even if they hold one; a cost is still paid in full.",
    tags: ["private", "hidden", "hand", "condition", "optional"],
  },
  {
    section: "3-1-3-9",
    title: "Digi-Egg cards go back to the Digi-Egg deck",
    gloss:
      "A Digi-Egg card sent to a hidden area ends up in its owner's Digi-Egg deck: at the end the text asks for when that is a deck, at the bottom otherwise.",
    tags: ["digi-egg", "egg deck", "return", "deck"],
  },
  {
    section: "15-15-3-9",
    title: "Looking at or searching cards",
    gloss:
      "To look at or search cards shows them to one player only, by default the one whose effect it is; afterwards they are put back as their area's rules say.",
    tags: ["look at", "search", "private", "reveal"],
  },
];

const BY_SECTION = new Map(RULE_GLOSSARY.map((g) => [g.section, g]));

/** The gloss of one section, accepting `15.4.3.3`, ` 15-4-3-3 ` and the like. */
export function glossFor(section: string): RuleGloss | undefined {
  return BY_SECTION.get(normalizeSection(section));
}

export function normalizeSection(text: string): string {
  return text
    .trim()
    .replace(/^(rule|section|§)\s*/i, "")
    .replace(/[.\s_]+/g, "-")
    .replace(/-+$/, "");
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
}

function sectionOrder(a: string, b: string): number {
  const x = a.split("-").map(Number);
  const y = b.split("-").map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Sections matching a query, best first: the exact section, sections starting with the typed
 * number, then titles and tags containing every word typed. An empty query lists them all.
 */
export function searchRules(query: string, limit = RULE_GLOSSARY.length): RuleGloss[] {
  const q = query.trim().toLowerCase();
  const all = [...RULE_GLOSSARY].sort((a, b) => sectionOrder(a.section, b.section));
  if (!q) return all.slice(0, limit);
  const section = normalizeSection(q);
  const scored: { g: RuleGloss; score: number }[] = [];
  // Words match at the start of a word: "layer" finds "newer layer", not "player".
  const words = wordsOf(q);
  const hasAll = (text: string) => {
    const hay = ` ${wordsOf(text).join(" ")}`;
    return words.every((w) => hay.includes(` ${w}`));
  };
  for (const g of all) {
    let score = 0;
    if (g.section === section) score = 100;
    else if (/^\d/.test(section) && g.section.startsWith(section)) score = 80 - g.section.length;
    else if (words.length && hasAll(`${g.title} ${g.tags.join(" ")}`)) score = 40;
    else if (words.length && hasAll(`${g.title} ${g.tags.join(" ")} ${g.gloss}`)) score = 20;
    if (score > 0) scored.push({ g, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || sectionOrder(a.g.section, b.g.section))
    .slice(0, limit)
    .map((x) => x.g);
}
