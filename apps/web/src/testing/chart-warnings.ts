import { afterEach, beforeEach, jest } from '@jest/globals';

/**
 * For the file's tests: jsdom lays nothing out, so a recharts chart finds its box 0 × 0 and warns
 * so; that warning alone is silenced, every other one still reaches the console.
 */
export function quietChartSizeWarnings(): void {
  let warned: jest.SpiedFunction<typeof console.warn>;
  beforeEach(() => {
    const warn = console.warn.bind(console);
    warned = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
    });
  });
  afterEach(() => warned.mockRestore());
}
