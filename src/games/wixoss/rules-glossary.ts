/**
 * The WIXOSS rule processing the ruleset applies or cites, each with a short gloss in the
 * project's own words and keyword tags. The source (the WIXOSS Wiki's rule processing page,
 * after Takara Tomy's) numbers the nine kinds and the additional rulings but has no section
 * numbers, so the project names them: RP-1..RP-9 (the nine kinds), RP-A1..RP-A4 (the
 * additional rulings), RP-C1..RP-C3 (the characteristics), TA-1..TA-3 (trigger abilities),
 * WX-P1..WX-P7 (the phases of a turn) and WX-K1..WX-K4 (the keywords that decide rulings).
 * Same shape and functions as the Digimon glossary, so /rule can serve either game.
 */
import type { RuleGloss } from "../glossary-search.ts";
import { glossaryLookup, normalizeSection } from "../glossary-search.ts";

export type { RuleGloss };

export const RULE_GLOSSARY: readonly RuleGloss[] = [
  {
    section: "WX-P1",
    title: "Up phase",
    gloss:
      "The turn player's downed LRIG and SIGNI are put back up; abilities that act at the start of the turn trigger.",
    tags: ["turn", "phase", "up", "start"],
  },
  {
    section: "WX-P2",
    title: "Draw phase",
    gloss: "The turn player draws two cards.",
    tags: ["turn", "phase", "draw"],
  },
  {
    section: "WX-P3",
    title: "Ener phase",
    gloss: "The turn player may put a card from the hand or a SIGNI from the field into the ener zone.",
    tags: ["turn", "phase", "ener", "charge"],
  },
  {
    section: "WX-P4",
    title: "Grow phase",
    gloss: "The turn player may grow the center LRIG into a LRIG one level higher that shares a LRIG type.",
    tags: ["turn", "phase", "grow", "lrig"],
  },
  {
    section: "WX-P5",
    title: "Main phase",
    gloss: "The turn player plays SIGNI and uses spells, ARTS and abilities.",
    tags: ["turn", "phase", "main", "play"],
  },
  {
    section: "WX-P6",
    title: "Attack phase",
    gloss:
      "An attacker is downed to attack. A SIGNI that attacks battles the opponent's SIGNI in front of it, banishing it when its power is not higher; with nothing in front it damages the player, crushing a Life Cloth. The center LRIG's attack damages the player unless they Guard.",
    tags: ["turn", "phase", "attack", "battle", "damage", "crush", "guard"],
  },
  {
    section: "WX-P7",
    title: "End phase",
    gloss:
      "Abilities that act at the end of the turn trigger and resolve; what lasted until the end of the turn ends, and the other player's turn begins.",
    tags: ["turn", "phase", "end"],
  },
  {
    section: "WX-K1",
    title: "Lancer",
    gloss:
      "When a SIGNI with Lancer banishes a SIGNI in battle, it also crushes one of the opponent's Life Cloth.",
    tags: ["lancer", "keyword", "battle", "crush"],
  },
  {
    section: "WX-K2",
    title: "Double Crush",
    gloss: "The damage of a card with Double Crush crushes two Life Cloth instead of one.",
    tags: ["double crush", "keyword", "damage", "crush"],
  },
  {
    section: "WX-K3",
    title: "Guard",
    gloss: "A player may discard a card with Guard from the hand to stop the damage of a LRIG's attack once.",
    tags: ["guard", "keyword", "lrig", "attack", "discard"],
  },
  {
    section: "WX-K4",
    title: "Life Burst",
    gloss:
      "When a Life Cloth with a Life Burst is crushed, its owner may use the burst's effect; afterwards the card goes from the check zone to the ener zone.",
    tags: ["life burst", "keyword", "crush", "check zone"],
  },
  {
    section: "RP-1",
    title: "Power 0 or less",
    gloss: "A SIGNI whose power is 0 or less is banished: it goes to its owner's ener zone.",
    tags: ["power", "zero", "banish", "signi"],
  },
  {
    section: "RP-2",
    title: "Over the LRIG's level or limit",
    gloss:
      "When a player's SIGNI are over their center LRIG's level, or their levels add up to more than its limit, SIGNI go to the trash one at a time until nothing exceeds (in the order of RP-A4).",
    tags: ["level", "limit", "exceed", "trash", "overflow"],
  },
  {
    section: "RP-3",
    title: "What was with a SIGNI that left",
    gloss:
      "When a SIGNI leaves the field, its Charms, its Accessories and every card that was under it go to the trash face up.",
    tags: ["charm", "accessory", "under", "rise", "trash", "leave"],
  },
  {
    section: "RP-4",
    title: "Crushed cards go to the ener zone",
    gloss:
      "A crushed card waits in the check zone; if it has no Life Burst, or its Life Burst was not used, it goes to the ener zone.",
    tags: ["crush", "life cloth", "life burst", "check zone", "ener"],
  },
  {
    section: "RP-5",
    title: "Refresh",
    gloss:
      "When a player's deck has no cards and there is something in their trash, the trash becomes their new deck, then the top card of their Life Cloth goes to the trash.",
    tags: ["refresh", "deck", "empty", "trash", "life cloth"],
  },
  {
    section: "RP-6",
    title: "Resona stay in their places",
    gloss:
      "A Resona can only be in the LRIG deck, the LRIG trash or a SIGNI zone; found anywhere else, it goes back to the LRIG deck.",
    tags: ["resona", "lrig deck", "hand", "ener"],
  },
  {
    section: "RP-7",
    title: "Keys stay in their places",
    gloss:
      "A key can only be in the LRIG deck, the LRIG trash or the LRIG zone; found anywhere else, it goes to the LRIG trash.",
    tags: ["key", "lrig trash", "lrig zone"],
  },
  {
    section: "RP-8",
    title: "A designated limit on cards",
    gloss:
      "When more cards are on the field (or attached) than an ability allows, the player on whose side it is puts the extra ones into the trash, choosing which.",
    tags: ["limit", "designated", "number", "signi", "trash"],
  },
  {
    section: "RP-9",
    title: "Limiting conditions",
    gloss:
      "A SIGNI limited to LRIG types the player's LRIG does not have goes to the trash; a key limited that way goes to the LRIG trash.",
    tags: ["limiting condition", "lrig type", "restriction", "key", "trash"],
  },
  {
    section: "RP-A1",
    title: "Rise: the cards under it",
    gloss: "When a SIGNI with Rise leaves the field, everything under it goes to the trash.",
    tags: ["rise", "under", "trash"],
  },
  {
    section: "RP-A2",
    title: "Puppeteered SIGNI leaving",
    gloss:
      "A puppeteered SIGNI (on a player's field but owned by the opponent) that would leave the field goes to its owner's trash instead.",
    tags: ["puppet", "puppeteered", "owner", "trash", "instead"],
  },
  {
    section: "RP-A3",
    title: "Rise on a puppeteered SIGNI",
    gloss:
      "Rise on a puppeteered SIGNI puts it under the Rise SIGNI; when the Rise SIGNI leaves, the puppeteered card goes to its original owner's trash.",
    tags: ["rise", "puppet", "puppeteered", "under", "owner"],
  },
  {
    section: "RP-A4",
    title: "A, then B, then C",
    gloss:
      "Level and limit overflow is fixed one SIGNI at a time: first a SIGNI over the LRIG's level (A), then one whose level changed after the processing began (B), then any SIGNI (C), moving on only when the earlier step has nothing left.",
    tags: ["level", "limit", "order", "step", "overflow"],
  },
  {
    section: "RP-C1",
    title: "Never in the middle of an ability",
    gloss:
      "Rule processing checks the state at every moment except while an ability or effect is being resolved; it comes once the ability is over, before any trigger ability.",
    tags: ["timing", "ability", "middle", "during"],
  },
  {
    section: "RP-C2",
    title: "Who chooses",
    gloss:
      "When rule processing needs a choice (which SIGNI goes), the player on whose side it happens makes it, whoever's turn it is.",
    tags: ["choice", "choose", "player", "side"],
  },
  {
    section: "RP-C3",
    title: "Together, and the owner's order",
    gloss:
      "Rule processing is done to every card that needs it at the same time; if several processes would move the same card, that card's owner chooses the order, and the first one moves it.",
    tags: ["simultaneous", "order", "owner", "several"],
  },
  {
    section: "TA-1",
    title: "The turn player's trigger abilities first",
    gloss:
      "When trigger abilities of both players are waiting, the turn player resolves all of theirs first, in the order they choose.",
    tags: ["trigger", "turn player", "order", "pending"],
  },
  {
    section: "TA-2",
    title: "Then the non-turn player's",
    gloss:
      "Once the turn player has no trigger ability left waiting, the other player resolves theirs, in the order they choose.",
    tags: ["trigger", "non-turn player", "order"],
  },
  {
    section: "TA-3",
    title: "Triggers wait; rule processing first",
    gloss:
      "A trigger ability that triggers while something resolves waits until it is over; when both rule processing and trigger abilities are due, rule processing goes first.",
    tags: ["trigger", "wait", "rule processing", "pending"],
  },
  {
    section: "damage",
    title: "Damage with no Life Cloth",
    gloss: "A player who is dealt damage when their Life Cloth is empty loses the game.",
    tags: ["damage", "life cloth", "lose"],
  },
  {
    section: "WX-A1",
    title: "Activated abilities and costs",
    gloss:
      "In their main phase the turn player may use an activated ability of their LRIG or SIGNI by paying what is left of the colon: ener of the colours shown (a colourless icon takes any card), downing the card, discarding and the like. It then resolves at once; one marked once per turn can be used only once in the turn. A trigger ability with a cost may be declined by not paying.",
    tags: ["activated", "cost", "ener", "down", "once per turn", "pay"],
  },
  {
    section: "WX-A2",
    title: "Constant abilities",
    gloss:
      "A constant ability works for as long as its card is on the field and its condition holds: it changes power (a base power replaces the printed one before other changes are added), grants keywords or forbids attacks, and stops as soon as the condition fails.",
    tags: ["constant", "power", "base power", "condition", "restriction"],
  },
  {
    section: "WX-A3",
    title: "Coins",
    gloss:
      "Coins are a player's resource, gained by effects and spent as the coin icons of a cost; a player holds no more than five, and gains beyond that are lost.",
    tags: ["coin", "cost", "resource"],
  },
  {
    section: "WX-A4",
    title: "Damage prevented",
    gloss:
      "An effect can say that the next time a player would take damage this turn (from a SIGNI, from a LRIG, or from anything) they take none instead; it is used up by the first such damage and ends with the turn.",
    tags: ["damage", "prevent", "life cloth", "instead"],
  },
];

const lookup = glossaryLookup(RULE_GLOSSARY);
export const glossFor = lookup.glossFor;
export const searchRules = lookup.searchRules;
export { normalizeSection };
