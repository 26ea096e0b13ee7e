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
);
