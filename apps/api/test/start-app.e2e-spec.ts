import { startTestApp } from './support/start-app.js';

const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

/** The test harness itself: stopping the built API leaves nothing that would keep the test run alive. */
describe('startTestApp', () => {
  it('stop() ends the API and leaves no timer pending behind it', async () => {
    const app = await startTestApp();
    const before = timers();
    await app.stop();
    expect(timers()).toBeLessThanOrEqual(before);
    await expect(fetch(`${app.baseUrl}/health`)).rejects.toThrow();
  }, 120_000);
});
