import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 20_000,
    pool: "forks",
    // Commands run their work in-process (module mocks reach it); test/bot/work-threads.test.ts
    // and the bundled bot's test run the work threads.
    env: { WORK_THREADS: "0" },
  },
});
