/**
 * Misprints in card records that have one sure reading: a stray period in the middle of a
 * target ("Delete 1 of your opponent's Digimon. with as much or less DP as this Digimon"), a DP
 * change or limit without "DP" ("gets -6000 for the turn", "with 3000 or less"), "gain +3 memory", "until then end of", "1 if
 * your opponent's Digimon", a reveal group missing its "the" and "them" ("Reveal top 3 cards", "from
 * among to your hand", "the remaining to the bottom of deck"), "digivoLv.es", a header or a
 * [Digivolve] name with a word or bracket missing, a <Blocker> reminder left open, "rom",
 * "it Digimon gains", "1 of your your", "or the [X] from your hand" missing "trait", "for each your",
 * "both player's trash", "in this Digimon's digivolution card,", "[Royal Knights] in its traits", "this DP-Based deletion effects maximum", "1 your Digimon gains", a stray "on]"
 * after the headers, "and Digimon isn't affected", a trigger ended by a period, a trigger printed
 * twice, "yellowuce", "an effects plays", "may unsuspended", "trash opponent's top security cards
 * for each", "delete 1 your opponent's Digimon in battle", "delete1 of", "While this Digimon is [X] all of your ...", "for the turn 1 of your Digimon".
 * Each pattern is narrow enough
 * that no correct text matches it.
 */
const TYPOS: [RegExp, string][] = [
  [/\b(Digimon)\. (with (?:as much or less|\d+ or less) DP)/g, "$1 $2"],
  // The same stray period before the other limits a target takes: DP, play cost, the highest or lowest.
  [
    /\b(Digimon)\. (with (?:\d+ DP or (?:less|more)|a play cost of \d+ or (?:less|more)|the (?:highest|lowest) (?:DP|level|play cost))\b)/g,
    "$1 $2",
  ],
  [/\b(gets?|get) ([+-]\d{3,5}) (?=for the turn|until)/g, "$1 $2 DP "],
  // "Delete 1 of your opponent's Digimon with 3000 or less": a number in thousands is DP.
  [/\b(Digimon with) (\d{1,2}000) or less\b/g, "$1 $2 DP or less"],
  [/\b([Gg]ains?) \+(\d+) memory\b/g, "$1 $2 memory"],
  [/\buntil then end of\b/g, "until the end of"],
  // "By trashing 1 card in your hand, for the turn 1 of your Digimon gains ...": the comma after a leading duration.
  [/\b([Ff]or the turn) (?=\d+ of (?:your|their) )/g, "$1, "],
  // "By returning this Tamer to the bottom of the deck. You may play ...": a cost ended by a period.
  [/\b(By [a-z]+ing [^.,]*)\. You may\b/g, "$1, you may"],
  // "delete1 of your opponent's Digimon": the space lost before the number.
  [/\b([Dd]elete)(\d+) of\b/g, "$1 $2 of"],
  [/\bin it's (digivolution cards|name|traits?|text)\b/g, "in its $1"],
  // "for each card with [Royal Knights] in its traits": the trait is printed "Royal Knight"; no card has the other.
  [/\[Royal Knights\] in its traits\b/g, "[Royal Knight] in its traits"],
  // "By trashing 1 Option card in this Digimon's digivolution card, ...": the plural lost.
  [/\b(in this Digimon's digivolution) card,/g, "$1 cards,"],
  // "1 of your opponent's Digimonand, for the turn": the space lost before "and".
  [/\bDigimonand\b/g, "Digimon and"],
  [/\bthenumber of\b/g, "the number of"],
  // "if its your turn": the apostrophe left out.
  [/\b(if|while) its (your|your opponent's) turn\b/g, "$1 it's $2 turn"],
  [/\b(\d+) if (your opponent's|your) (Digimon|Tamers?)\b/g, "$1 of $2 $3"],
  [/\bamong without paying\b/g, "among them without paying"],
  [/\b(Reveal) top (\d+) cards\b/g, "$1 the top $2 cards"],
  [/\bfrom among to (your|the) hand\b/g, "among them to $1 hand"],
  [/\b(Return the remaining) to the bottom of deck\b/g, "$1 cards to the bottom of the deck"],
  // "digivoLv.es": a level abbreviation put in place of the letters "lv" inside a word.
  [/([a-z])Lv\.([a-z])/g, "$1lv$2"],
  // "Digimon card the [Hybrid] trait": the "with" left out.
  [/\b(Digimon card) (the \[[^\]]+\] trait)/g, "$1 with $2"],
  // "you use an use Option card": a word printed twice.
  [/\ban use (?=Option)/g, "an "],
  // "[At End of Opponent's Turn]": the header without its "At".
  [/\[At (End of (?:Your|Opponent's) Turn)\]/g, "[$1]"],
  // "[Digivolve]MoonMillenniummon: Cost 2": a Digimon's name printed without its brackets.
  [/\[Digivolve\]\s*([A-Z][A-Za-z]*mon)(?=\s*:\s*Cost)/g, "[Digivolve] [$1]"],
  // <Blocker>'s reminder left open before the next ability's bracket.
  [/(\(At blocker timing, by suspending this Digimon, it becomes the attack target\.)(?=\s*\[)/g, "$1)"],
  [/\btrait rom your hand\b/g, "trait from your hand"],
  [/\bit Digimon (gains?)\b/g, "it $1"],
  [/\b(\d+) of your your\b/g, "$1 of your"],
  // "trash opponent's top security cards for each card placed": the "your" left out, the card made plural.
  [/\btrash opponent's top security cards for each\b/g, "trash your opponent's top security card for each"],
  // "or the [Hero] from your hand": the word "trait" lost after a second alternative.
  [/\bor the (\[[^\]]+\]) from your hand\b/g, "or the $1 trait from your hand"],
  [/\b([Ff]or each) your\b/g, "$1 of your"],
  [/\bboth player's trash\b/g, "both players' trashes"],
  [/\bthis DP-Based deletion effects maximum\b/g, "this DP deletion effect's maximum"],
  // "1 your Digimon gains": the "of" left out.
  [/\b(\d+) your (Digimon|Tamers?) (gains?|gets?)\b/g, "$1 of your $2 $3"],
  // "[When Digivolving] on] 1 of ...": a stray piece of a header left after the headers.
  [/\] on\] (?=\d+ of )/g, "] "],
  // "... security stack and Digimon isn't affected": the "this" left out.
  [/\band Digimon isn't affected by\b/g, "and this Digimon isn't affected by"],
  // A trigger condition closed by a period instead of its comma.
  [/(\bWhen one of your Digimon moves from the breeding area to the battle area)\. You\b/g, "$1, you"],
  // The same trigger printed twice in two wordings, the first one's comma before the second.
  [
    /(\bWhen an effect trashes this card in your battle area), When this card is trashed from the battle area,/g,
    "$1,",
  ],
  // "red" replaced by "yellow" inside the word "reduce".
  [/\byellowuce\b/g, "reduce"],
  [/\ban effects plays\b/g, "an effect plays"],
  // "you may unsuspended this Digimon": a past participle after "may".
  [/\bmay unsuspended (this Digimon)\b/g, "may unsuspend $1"],
  [/\bthis Digimon gers\b/g, "this Digimon gets"],
  // "with [X] in its name the field": the "on" left out.
  [/\bin its name the field\b/g, "in its name on the field"],
  // "All of your Digimon with the [X] trait, gain <Blocker>": a comma between the subject and its verb.
  [/(\ball of your Digimon with the (?:\[[^\]]+\]\/?)+ traits?), (gain <)/gi, "$1 $2"],
  // "if during an attack until the end of ...": the comma after the condition left out.
  [/\b(if during an attack) (?=until the end of\b)/gi, "$1, "],
  // "If your don't have": "you" misprinted as "your".
  [/\b(If) your (don't have)\b/g, "$1 you $2"],
  // "... delete 1 your opponent's Digimon in battle": the "of" left out.
  [/\b(deletes?) 1 your (opponent's Digimon in battle)\b/g, "$1 one of your $2"],
  // "While this Digimon is [X] all of your Digimon gain ...": the comma after the condition left out.
  [/\b(While this Digimon is \[[^\]]+\]) (all of your\b)/g, "$1, $2"],
];

export function fixTypos(t: string): string {
  for (const [re, to] of TYPOS) t = t.replace(re, to);
  // A closing quote with no opening one, printed after the text's last sentence.
  if ((t.match(/"/g) ?? []).length % 2 === 1) t = t.replace(/\."\s*$/, ".");
  return t;
}
