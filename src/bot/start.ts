/**
 * `npm start`'s entry: sets the canvas allocator's options (allocator-options.ts), which must be
 * in the environment before the canvas library loads, then runs the bot (main.ts, imported only
 * now for that reason).
 */
import { setAllocatorOptions } from "./allocator-options.ts";

setAllocatorOptions();
const { runMain } = await import("./main.ts");
runMain();
