// Starts a work thread from source: registers the TypeScript loader in this thread, then loads the worker.
import { register } from "tsx/esm/api";

register();
await import("./work-worker.ts");
