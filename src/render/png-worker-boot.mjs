// Starts the PNG worker: registers the TypeScript loader in this thread, then loads the worker.
import { register } from "tsx/esm/api";

register();
await import("./png-worker.ts");
