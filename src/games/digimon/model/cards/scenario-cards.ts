/**
 * The cards of the wiki's Rules Processing examples, each encoded from its own printed
 * text (the English text of the card database), not from a summary of it. Labels are short
 * summaries in the project's words.
 */
import type { CardDef } from "../card.ts";
import {
  ability,
  allOpponentDigimon,
  card,
  oneOpponentDigimon,
  securityActivatesMain,
  securityPlaysSelf,
} from "./build.ts";

const flameHellscythe = card({
  code: "BT8-109",
  name: "Flame Hellscythe",
  category: "Option",
  colors: ["Purple", "Yellow"],
  playCost: 6,
  abilities: [
    ability("BT8-109/main/1", {
      label:
        "[Main] -6000 DP to 1 enemy Digimon; then you may play a purple/yellow ≤6000 DP Digimon from trash",
      category: "activation",
      timing: "main",
      ops: [
        { op: "dp", target: oneOpponentDigimon(), amount: -6000, duration: "turn" },
        {
          op: "playFrom",
          from: "trash",
          filter: { category: "Digimon", colors: ["Purple", "Yellow"], maxDp: 6000 },
          free: true,
        },
      ],
    }),
  ],
  security: [securityActivatesMain("BT8-109")],
});

const sirenmon = card({
  code: "BT1-057",
  name: "Sirenmon",
  category: "Digimon",
  colors: ["Yellow"],
  level: 5,
  dp: 6000,
  playCost: 5,
  digivolve: [{ level: 4, color: "Yellow", cost: 2 }],
  traits: ["Shaman"],
});

const pillomon = card({
  code: "BT9-033",
  name: "Pillomon",
  category: "Digimon",
  colors: ["Yellow"],
  level: 3,
  dp: 2000,
  playCost: 3,
  digivolve: [{ level: 2, color: "Yellow", cost: 0 }],
  traits: ["Mammal"],
  abilities: [
    ability("BT9-033/main/1", {
      label: "[All Turns] No player can play Digimon by effects",
      category: "persistent",
      turn: "all",
      ops: [],
      persistent: { kind: "noPlayByEffects" },
    }),
  ],
});

const omnimonAlterS = card({
  code: "BT3-112",
  name: "Omnimon Alter-S",
  category: "Digimon",
  colors: ["White"],
  level: 7,
  dp: 15000,
  playCost: 15,
  digivolve: [
    { level: 6, color: "Red", cost: 6 },
    { level: 6, color: "Black", cost: 6 },
  ],
  traits: ["Holy Warrior"],
  abilities: [
    ability("BT3-112/main/1", {
      label:
        "[When Digivolving] <De-Digivolve 1> on all enemy Digimon, then delete all enemy Digimon with ≤5000 DP",
      category: "trigger",
      timing: "whenDigivolving",
      ops: [
        { op: "deDigivolve", n: 1, target: allOpponentDigimon() },
        { op: "delete", target: allOpponentDigimon({ maxDp: 5000 }) },
      ],
    }),
    ability("BT3-112/main/2", {
      label: "[When Attacking] You may return a level 6 digivolution card to hand to become unblockable",
      category: "trigger",
      timing: "whenAttacking",
      optional: true,
      cost: [{ op: "returnSourceToHand", filter: { level: 6 } }],
      ops: [{ op: "unblockable" }],
    }),
  ],
});

const shootingStarmon = card({
  code: "BT5-039",
  name: "ShootingStarmon",
  category: "Digimon",
  colors: ["Yellow"],
  level: 4,
  dp: 4000,
  playCost: 5,
  digivolve: [{ level: 3, color: "Yellow", cost: 2 }],
  traits: ["Super Major"],
  abilities: [
    ability("BT5-039/main/1", {
      label: "[On Deletion] -3000 DP to 1 enemy Digimon",
      category: "trigger",
      timing: "onDeletion",
      ops: [{ op: "dp", target: oneOpponentDigimon(), amount: -3000, duration: "turn" }],
    }),
  ],
});

const tokomon = card({
  code: "ST3-01",
  name: "Tokomon",
  category: "Digi-Egg",
  colors: ["Yellow"],
  level: 2,
  traits: ["Lesser"],
  inherited: [
    ability("ST3-01/inherited/1", {
      label: "[Your Turn][Once Per Turn] An enemy Digimon deleted at 0 DP: +1000 DP",
      category: "trigger",
      timing: "when",
      turn: "your",
      oncePerTurn: true,
      when: { on: "deleted", side: "opponent", byZeroDp: true },
      ops: [{ op: "dp", target: "this", amount: 1000, duration: "turn" }],
    }),
  ],
});

const tapirmon = card({
  code: "BT2-070",
  name: "Tapirmon",
  category: "Digimon",
  colors: ["Purple"],
  level: 3,
  dp: 2000,
  playCost: 3,
  digivolve: [{ level: 2, color: "Purple", cost: 0 }],
  traits: ["Holy Beast"],
  abilities: [
    ability("BT2-070/main/1", {
      label: "[On Deletion] <Draw 1>",
      category: "trigger",
      timing: "onDeletion",
      ops: [{ op: "draw", n: 1 }],
    }),
  ],
});

const silphymon = card({
  code: "BT8-015",
  name: "Silphymon",
  category: "Digimon",
  colors: ["Red", "Yellow"],
  level: 5,
  dp: 8000,
  playCost: 8,
  digivolve: [
    { level: 4, color: "Red", cost: 4 },
    { level: 4, color: "Yellow", cost: 4 },
  ],
  dna: {
    parts: [
      { level: 4, color: "Red" },
      { level: 4, color: "Yellow" },
    ],
    cost: 0,
    note: "The database text lacks this card's DNA line; the parts follow its two digivolution conditions.",
  },
  traits: ["Beastkin"],
  abilities: [
    ability("BT8-015/main/1", {
      label:
        "[When Digivolving] -5000 DP to 1 enemy Digimon; then, if DNA digivolving, delete 1 enemy Digimon with ≤5000 DP",
      category: "trigger",
      timing: "whenDigivolving",
      ops: [
        { op: "dp", target: oneOpponentDigimon(), amount: -5000, duration: "turn" },
        { op: "ifDna", then: [{ op: "delete", target: oneOpponentDigimon({ maxDp: 5000 }) }] },
      ],
    }),
  ],
  inherited: [
    ability("BT8-015/inherited/1", {
      label: "[When Attacking] Delete 1 enemy Digimon with ≤5000 DP",
      category: "trigger",
      timing: "whenAttacking",
      ops: [{ op: "delete", target: oneOpponentDigimon({ maxDp: 5000 }) }],
    }),
  ],
});

const fakeAgumonExpert = card({
  code: "BT5-072",
  name: "Fake Agumon Expert",
  category: "Digimon",
  colors: ["Purple"],
  level: 3,
  dp: 1000,
  playCost: 3,
  digivolve: [{ level: 2, color: "Purple", cost: 0 }],
  traits: ["Dinosaur"],
  abilities: [
    ability("BT5-072/main/1", {
      label: "[On Deletion] You may return another level 3 [On Deletion] Digimon from trash to hand",
      category: "trigger",
      timing: "onDeletion",
      optional: true,
      ops: [
        {
          op: "returnToHand",
          from: "trash",
          filter: { category: "Digimon", level: 3, hasTiming: "onDeletion", notName: "Fake Agumon Expert" },
        },
      ],
    }),
  ],
});

const warGreymon = card({
  code: "BT4-048",
  name: "WarGreymon",
  category: "Digimon",
  colors: ["Yellow"],
  level: 6,
  dp: 11000,
  playCost: 12,
  digivolve: [{ level: 5, color: "Yellow", cost: 3 }],
  traits: ["Dragonkin"],
  abilities: [
    ability("BT4-048/main/1", {
      label:
        "[When Attacking][Once Per Turn] You may add your top security card to hand to unsuspend and give -6000 DP",
      category: "trigger",
      timing: "whenAttacking",
      oncePerTurn: true,
      optional: true,
      cost: [{ op: "securityToHand", n: 1 }],
      ops: [
        { op: "unsuspendThis" },
        { op: "dp", target: oneOpponentDigimon(), amount: -6000, duration: "turn" },
      ],
    }),
  ],
});

const veemon = card({
  code: "BT2-021",
  name: "Veemon",
  category: "Digimon",
  colors: ["Blue"],
  level: 3,
  dp: 2000,
  playCost: 3,
  digivolve: [{ level: 2, color: "Blue", cost: 0 }],
  traits: ["Mini Dragon"],
  inherited: [
    ability("BT2-021/inherited/1", {
      label: "[Your Turn][Once Per Turn] Unsuspended in your main phase: <Draw 1>",
      category: "trigger",
      timing: "when",
      turn: "your",
      oncePerTurn: true,
      when: { on: "unsuspended", self: true, duringMainPhase: true },
      ops: [{ op: "draw", n: 1 }],
    }),
  ],
});

const unimon = card({
  code: "ST3-07",
  name: "Unimon",
  category: "Digimon",
  colors: ["Yellow"],
  level: 4,
  dp: 6000,
  playCost: 5,
  digivolve: [{ level: 3, color: "Yellow", cost: 2 }],
  traits: ["Mythical Beast"],
  abilities: [
    ability("ST3-07/main/1", { label: "<Blocker>", category: "keyword", keyword: "blocker", ops: [] }),
    ability("ST3-07/main/2", {
      label: "[When Attacking] Lose 2 memory",
      category: "trigger",
      timing: "whenAttacking",
      ops: [{ op: "memory", n: -2 }],
    }),
  ],
});

const patamon = card({
  code: "ST3-04",
  name: "Patamon",
  category: "Digimon",
  colors: ["Yellow"],
  level: 3,
  dp: 1000,
  playCost: 3,
  digivolve: [{ level: 2, color: "Yellow", cost: 0 }],
  traits: ["Mammal"],
  inherited: [
    ability("ST3-04/inherited/1", {
      label: "[Your Turn][Once Per Turn] An enemy Digimon deleted at 0 DP: gain 1 memory",
      category: "trigger",
      timing: "when",
      turn: "your",
      oncePerTurn: true,
      when: { on: "deleted", side: "opponent", byZeroDp: true },
      ops: [{ op: "memory", n: 1 }],
    }),
  ],
});

const kariKamiya = card({
  code: "BT4-097",
  name: "Kari Kamiya",
  category: "Tamer",
  colors: ["Purple"],
  playCost: 3,
  abilities: [
    ability("BT4-097/main/1", {
      label: "[All Turns] A card left your security: you may suspend this Tamer to gain 1 memory",
      category: "trigger",
      timing: "when",
      turn: "all",
      optional: true,
      when: { on: "securityRemoved", side: "you" },
      cost: [{ op: "suspendThis" }],
      ops: [{ op: "memory", n: 1 }],
    }),
  ],
  security: [securityPlaysSelf("BT4-097")],
});

const lordKnightmon = card({
  code: "BT5-045",
  name: "LordKnightmon",
  category: "Digimon",
  colors: ["Yellow"],
  level: 6,
  dp: 11000,
  playCost: 13,
  digivolve: [{ level: 5, color: "Yellow", cost: 3 }],
  traits: ["Holy Warrior", "Royal Knight"],
  abilities: [
    ability("BT5-045/main/1", {
      label: "[When Attacking] You may play a yellow level 3 or yellow [Warrior] Digimon from hand for free",
      category: "trigger",
      timing: "whenAttacking",
      optional: true,
      ops: [
        {
          op: "playFrom",
          from: "hand",
          filter: {
            category: "Digimon",
            colors: ["Yellow"],
            anyOf: [{ level: 3 }, { traitIncludes: ["Warrior"] }],
          },
          free: true,
        },
      ],
    }),
    ability("BT5-045/main/2", {
      label: "[All Turns] +1000 DP for each of your other Digimon",
      category: "persistent",
      turn: "all",
      ops: [],
      persistent: {
        kind: "dpPerEach",
        count: { side: "you", filter: { category: "Digimon", other: true } },
        amount: 1000,
      },
    }),
  ],
});

const starmons = card({
  code: "BT5-035",
  name: "Starmons",
  category: "Digimon",
  colors: ["Yellow"],
  level: 3,
  dp: 1000,
  playCost: 3,
  digivolve: [{ level: 2, color: "Yellow", cost: 0 }],
  traits: ["Major"],
  abilities: [
    ability("BT5-035/main/1", {
      label: "[On Play] -1000 DP to 1 enemy Digimon for each of your Digimon",
      category: "trigger",
      timing: "onPlay",
      ops: [
        {
          op: "dp",
          target: oneOpponentDigimon(),
          amount: { perEach: { side: "you", filter: { category: "Digimon" } }, times: -1000 },
          duration: "turn",
        },
      ],
    }),
  ],
});

const lotosmon = card({
  code: "BT4-060",
  name: "Lotosmon",
  category: "Digimon",
  colors: ["Green"],
  level: 6,
  dp: 12000,
  playCost: 11,
  digivolve: [{ level: 5, color: "Green", cost: 4 }],
  traits: ["Fairy"],
  abilities: [
    ability("BT4-060/main/1", {
      label: "[All Turns] A level 4 or lower Digimon is played: suspend it",
      category: "trigger",
      timing: "when",
      turn: "all",
      when: { on: "played", side: "any", filter: { category: "Digimon", maxLevel: 4 } },
      ops: [{ op: "suspendTriggering" }],
    }),
  ],
});

const sevenHeavens = card({
  code: "ST3-16",
  name: "Seven Heavens",
  category: "Option",
  colors: ["Yellow"],
  playCost: 7,
  abilities: [
    ability("ST3-16/main/1", {
      label: "[Main] -10000 DP to 1 enemy Digimon",
      category: "activation",
      timing: "main",
      ops: [{ op: "dp", target: oneOpponentDigimon(), amount: -10000, duration: "turn" }],
    }),
  ],
  security: [securityActivatesMain("ST3-16")],
});

const mattIshida = card({
  code: "BT1-086",
  name: "Matt Ishida",
  category: "Tamer",
  colors: ["Blue"],
  playCost: 4,
  abilities: [
    ability("BT1-086/main/1", {
      label: "[Start of Your Turn] If you have 2 or less memory, set it to 3",
      category: "trigger",
      timing: "startOfYourTurn",
      condition: { memoryAtMost: 2 },
      ops: [{ op: "setMemory", value: 3 }],
    }),
    ability("BT1-086/main/2", {
      label:
        "[Your Turn] You play a blue Digimon: you may suspend this Tamer to trash an enemy's bottom digivolution card",
      category: "trigger",
      timing: "when",
      turn: "your",
      optional: true,
      when: { on: "played", side: "you", filter: { category: "Digimon", colors: ["Blue"] } },
      cost: [{ op: "suspendThis" }],
      ops: [{ op: "trashBottomSource", target: oneOpponentDigimon() }],
    }),
  ],
  security: [securityPlaysSelf("BT1-086")],
});

const joeKido = card({
  code: "BT2-085",
  name: "Joe Kido",
  category: "Tamer",
  colors: ["Blue"],
  playCost: 3,
  abilities: [
    ability("BT2-085/main/1", {
      label: "[Your Turn] An enemy digivolution card is trashed: you may suspend this Tamer to gain 1 memory",
      category: "trigger",
      timing: "when",
      turn: "your",
      optional: true,
      when: { on: "sourceTrashed", side: "opponent" },
      cost: [{ op: "suspendThis" }],
      ops: [{ op: "memory", n: 1 }],
    }),
  ],
  security: [securityPlaysSelf("BT2-085")],
});

const gabumon = card({
  code: "BT1-029",
  name: "Gabumon",
  category: "Digimon",
  colors: ["Blue"],
  level: 3,
  dp: 1000,
  playCost: 3,
  digivolve: [{ level: 2, color: "Blue", cost: 0 }],
  traits: ["Reptile"],
  abilities: [
    ability("BT1-029/main/1", {
      label: "[On Play] <Draw 1>",
      category: "trigger",
      timing: "onPlay",
      ops: [{ op: "draw", n: 1 }],
    }),
  ],
});

const maloMyotismon = card({
  code: "BT3-092",
  name: "MaloMyotismon",
  category: "Digimon",
  colors: ["Purple"],
  level: 6,
  dp: 12000,
  playCost: 13,
  digivolve: [{ level: 5, color: "Purple", cost: 5 }],
  traits: ["Demon Lord"],
  abilities: [
    ability("BT3-092/main/1", { label: "<Piercing>", category: "keyword", keyword: "piercing", ops: [] }),
    ability("BT3-092/main/2", {
      label: "[All Turns] Another Digimon is deleted: gain 1 memory for each one deleted",
      category: "trigger",
      timing: "when",
      turn: "all",
      when: { on: "deleted", side: "any", other: true },
      ops: [{ op: "perTriggerCount", then: [{ op: "memory", n: 1 }] }],
    }),
  ],
});

const skullMeramon = card({
  code: "BT3-085",
  name: "SkullMeramon",
  category: "Digimon",
  colors: ["Purple"],
  level: 5,
  dp: 6000,
  playCost: 5,
  digivolve: [{ level: 4, color: "Purple", cost: 2 }],
  traits: ["Flame"],
});

const purgeShine = card({
  code: "BT4-106",
  name: "Purge Shine",
  category: "Option",
  colors: ["Yellow"],
  playCost: 4,
  abilities: [
    ability("BT4-106/main/1", {
      label: "[Main] All enemy Digimon get -3000 DP for the turn",
      category: "activation",
      timing: "main",
      ops: [{ op: "dp", target: allOpponentDigimon(), amount: -3000, duration: "turn" }],
    }),
  ],
  security: [securityActivatesMain("BT4-106")],
});

export const scenarioCards: CardDef[] = [
  flameHellscythe,
  sirenmon,
  pillomon,
  omnimonAlterS,
  shootingStarmon,
  tokomon,
  tapirmon,
  silphymon,
  fakeAgumonExpert,
  warGreymon,
  veemon,
  unimon,
  patamon,
  kariKamiya,
  lordKnightmon,
  starmons,
  lotosmon,
  sevenHeavens,
  mattIshida,
  joeKido,
  gabumon,
  maloMyotismon,
  skullMeramon,
  purgeShine,
];
