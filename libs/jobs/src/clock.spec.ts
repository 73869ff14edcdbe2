import { describe, expect, it } from '@jest/globals';
import { clockFromEnvironment, lastEndedMonth, localTime, nameBasedUuid, SettableClock, systemClock } from './clock.js';

describe('the jobs’ clock and calendar', () => {
  it('reads Lagos time (UTC+1) and the month that has ended there', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Lagos: January has ended.
    expect(localTime(new Date('2026-01-31T23:30:00Z'))).toEqual({ date: '2026-02-01', hour: 0, minute: 30, weekday: 0 });
    expect(lastEndedMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01');
    expect(lastEndedMonth(new Date('2026-01-31T22:30:00Z'))).toBe('2025-12');
    expect(lastEndedMonth(new Date('2026-01-15T12:00:00Z'), 'UTC')).toBe('2025-12');
  });

  it('derives the same UUID (version 5 shape) from the same name, and another from another', () => {
    const id = nameBasedUuid('asset-depreciated:a1:2026-01');
    expect(id).toBe(nameBasedUuid('asset-depreciated:a1:2026-01'));
    expect(id).not.toBe(nameBasedUuid('asset-depreciated:a1:2026-02'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('takes a fixed time from LEDGERLINE_CLOCK_NOW only in a test process', () => {
    expect(clockFromEnvironment({ NODE_ENV: 'test', LEDGERLINE_CLOCK_NOW: '2027-03-01T00:30:00Z' }).now().toISOString()).toBe('2027-03-01T00:30:00.000Z');
    expect(clockFromEnvironment({ NODE_ENV: 'production', LEDGERLINE_CLOCK_NOW: '2027-03-01T00:30:00Z' })).toBe(systemClock);
    const clock = new SettableClock('2026-01-01T00:00:00Z');
    clock.set('2026-02-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});
