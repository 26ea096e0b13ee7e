/** For the command-line entry points: the configuration, or the exit code after saying what is wrong. */
import { type Config, ConfigError } from "./config.ts";

export function configOrExitCode(read: () => Config): Config | number {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return e.exitCode;
  }
}
