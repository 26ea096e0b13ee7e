import js from "@eslint/js";
import tseslint from "typescript-eslint";

const DISCORD = { name: "discord.js", message: "Only src/bot and commands/ talk to Discord." };

/** The Digimon ruleset's layers, bottom to top (src/games/digimon/module.ts has the map). */
const DIGIMON_LAYERS = ["model", "state", "derive", "ops", "keywords", "turn", "input"];
/** Layers whose index binds something when it loads, so the layers above import them through it. */
const THROUGH_INDEX = ["derive", "ops", "keywords"];

function digimonLayerRules(forbidden, self) {
  const patterns = [];
  if (forbidden.length > 0)
    patterns.push({
      group: forbidden.map((l) => `**/${l}/**`),
      message: `${self}/ imports only the layers below it (see src/games/digimon/module.ts).`,
    });
  for (const l of THROUGH_INDEX.filter((x) => x !== self))
    patterns.push({
      group: [`**/${l}/*`, `!**/${l}/index.ts`],
      message: `Import ${l}/ through ${l}/index.ts.`,
    });
  return { "no-restricted-imports": ["error", { paths: [DISCORD], patterns }] };
}

const digimonLayerBlocks = [
  ...DIGIMON_LAYERS.map((layer, i) => ({
    files: [`src/games/digimon/${layer}/**`],
    rules: digimonLayerRules(
      [...DIGIMON_LAYERS.slice(i + 1), ...(layer === "input" ? [] : ["compiler"])],
      layer,
    ),
  })),
];

export default tseslint.config(
  { ignores: ["node_modules", "coverage", "out", "dist", ".scratch", "data", "*.png"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    files: ["src/engine/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/games/**", "**/bot/**", "**/render/**", "**/cards/**", "**/board/**", "discord.js"],
              message: "The engine knows no game, no rendering and no Discord.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/games/**", "src/board/**", "src/cards/**", "src/render/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [DISCORD] }],
    },
  },
  ...digimonLayerBlocks,
  {
    files: ["src/games/digimon/**"],
    ignores: ["src/games/digimon/state/events.ts", "src/games/digimon/ops/outcome.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='emit']",
          message: "Record Digimon events with recordEvent (events.ts), which checks their shape.",
        },
      ],
    },
  },
  {
    // The compiler reads text into the Ability model: it imports the model (model/) and src/cards,
    // nothing else of the game (but the games' shared coverage report, which imports nothing),
    // and reaches its own files freely.
    files: ["src/games/digimon/compiler/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [DISCORD],
          patterns: [
            {
              regex: "^\\.\\./(?!model/|\\.\\./\\.\\./cards/)",
              message: "The compiler imports only the Ability model and src/cards.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/games/digimon/compiler/*/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [DISCORD],
          patterns: [
            {
              regex: "^\\.\\./\\.\\./(?!model/|\\.\\./\\.\\./cards/|\\.\\./coverage-report\\.ts$)",
              message: "The compiler imports only the Ability model and src/cards.",
            },
          ],
        },
      ],
    },
  },
  {
    // The bot is handed its slash commands by its composition roots: main.ts, and the entry
    // scripts that need the list too (the local CLI, deploy-commands).
    files: ["src/bot/**"],
    ignores: ["src/bot/main.ts", "src/bot/cli.ts", "src/bot/deploy-commands.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)commands/",
              message: "Only the composition roots (main.ts, cli.ts, deploy-commands.ts) import commands/.",
            },
          ],
        },
      ],
    },
  },
);
