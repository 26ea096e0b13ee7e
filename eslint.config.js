import js from "@eslint/js";
import tseslint from "typescript-eslint";

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
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "discord.js", message: "Only src/bot and commands/ talk to Discord." }] },
      ],
    },
  },
  {
    files: ["src/games/digimon/**"],
    ignores: ["src/games/digimon/events.ts", "src/games/digimon/ops-outcome.ts"],
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
    // The compiler reads text into the Ability model: it imports the model (ability.ts, scale.ts,
    // later model/) and src/cards, nothing else of the game, and reaches its own files freely.
    files: ["src/games/digimon/compiler/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "discord.js", message: "Only src/bot and commands/ talk to Discord." }],
          patterns: [
            {
              regex: "^\\.\\./(?!(?:ability|scale)\\.ts$|model/|\\.\\./\\.\\./cards/)",
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
          paths: [{ name: "discord.js", message: "Only src/bot and commands/ talk to Discord." }],
          patterns: [
            {
              regex: "^\\.\\./\\.\\./(?!(?:ability|scale)\\.ts$|model/|\\.\\./\\.\\./cards/)",
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
