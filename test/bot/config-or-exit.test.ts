import { afterEach, describe, expect, it, vi } from "vitest";
import { configOrExitCode } from "../../src/bot/config-or-exit.ts";
import { ConfigError, parseConfig } from "../../src/bot/config.ts";

afterEach(() => vi.restoreAllMocks());

describe("the configuration of an entry point", () => {
  it("is returned when it reads", () => {
    const cfg = parseConfig({});
    expect(configOrExitCode(() => cfg)).toBe(cfg);
  });

  it("says what is wrong and gives the error's exit code, with no stack trace", () => {
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      configOrExitCode(() => {
        throw new ConfigError("Configuration error: DISCORD_TOKEN is missing.", 3);
      }),
    ).toBe(3);
    expect(said).toHaveBeenCalledWith("Configuration error: DISCORD_TOKEN is missing.");
  });

  it("lets any other error through", () => {
    expect(() =>
      configOrExitCode(() => {
        throw new TypeError("a bug");
      }),
    ).toThrow(TypeError);
  });
});
