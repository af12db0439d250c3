import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// The overload and shutdown settings (docs/decisions.md, 'Staying up'); the other settings are
// in config.test.ts.
describe('overload and shutdown settings', () => {
  it('default to a 1 s event-loop delay limit, no utilisation or memory limit, and 30 s to finish on SIGTERM', () => {
    const c = loadConfig({});
    expect(c.overload).toEqual({ maxEventLoopDelayMs: 1000, maxEventLoopUtilization: 0, maxRssMb: 0, retryAfterSeconds: 10, sampleIntervalMs: 1000 });
    expect(c.shutdownGraceMs).toBe(30_000);
  });

  it('read every limit from the environment, 0 switching a check off', () => {
    const c = loadConfig({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.98',
      OVERLOAD_MAX_RSS_MB: '4096',
      OVERLOAD_RETRY_AFTER_SECONDS: '3',
      SHUTDOWN_GRACE_SECONDS: '120',
    });
    expect(c.overload).toMatchObject({ maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0.98, maxRssMb: 4096, retryAfterSeconds: 3 });
    expect(c.shutdownGraceMs).toBe(120_000);
  });

  it('stop with one line naming the variable on a value out of range or not a number', () => {
    const cases: NodeJS.ProcessEnv[] = [
      { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'fast' },
      { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' },
      { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1.5' },
      { OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' },
      { OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '98%' },
      { OVERLOAD_MAX_RSS_MB: '1e3' },
      { OVERLOAD_RETRY_AFTER_SECONDS: '0' },
      { SHUTDOWN_GRACE_SECONDS: '0' },
      { SHUTDOWN_GRACE_SECONDS: '30s' },
    ];
    for (const env of cases) {
      const [name] = Object.keys(env);
      expect(() => loadConfig(env), name).toThrow(ConfigError);
      expect(() => loadConfig(env), name).toThrow(new RegExp(`^${name} must be [^\\n]+$`));
    }
  });
});
