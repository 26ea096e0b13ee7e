/**
 * The fault-injection run in CI: 300 interactions while a third of Discord's answers fail
 * (dropped, reset, stalled, 429, 500, 503, an edit's answer lost) and a fifth of requests are
 * replayed. Nothing may be lost, nothing handled twice. The figures are printed.
 */
import { describe, expect, it } from "vitest";
import { describeReport, runFaultInjection } from "./fault-injection/run.ts";

describe("fault injection", () => {
  it("loses no reply and handles nothing twice while Discord misbehaves", async () => {
    const report = await runFaultInjection({
      interactions: 300,
      faultRate: 0.33,
      replayRate: 0.2,
      concurrency: 20,
      seed: 20,
    });
    console.log(`fault injection:\n${describeReport(report)}`);
    const injected = Object.values(report.faultsInjected).reduce((a, b) => a + b, 0);
    expect(injected).toBeGreaterThan(50);
    for (const kind of ["drop", "reset", "stall", "lose-answer", "429", "500"])
      expect(report.faultsInjected[kind], kind).toBeGreaterThan(0);
    expect(report.interactions).toBe(300);
    expect(report.followUpInteractions).toBeGreaterThan(30);
    expect(report.repliesLost).toBe(0);
    expect(report.handledTwice).toBe(0);
    expect(report.followUpsMadeTwice).toBe(0);
    expect(report.replaysSent).toBeGreaterThan(30);
    expect(report.replaysRefused).toBe(report.replaysSent);
  }, 60_000);
});
