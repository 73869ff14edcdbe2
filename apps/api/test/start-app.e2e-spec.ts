import { startTestApp } from './support/start-app.js';

const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test harness itself: stopping the built API leaves nothing that would keep the test run alive. */
describe('startTestApp', () => {
  it('stop() ends the API and leaves no timer pending behind it', async () => {
    const app = await startTestApp();
    const before = timers();
    await app.stop();
    // Closing the database's pool (knex, tarn) can hold a timer for a few milliseconds after
    // stop() resolves; what must not stay is a timer of its own, such as the 5 s grace period
    // once left pending. So: back to the count before within a second, not at the same instant.
    const deadline = Date.now() + 1000;
    while (timers() > before && Date.now() < deadline) await sleep(50);
    expect(timers()).toBeLessThanOrEqual(before);
    await expect(fetch(`${app.baseUrl}/health`)).rejects.toThrow();
  }, 120_000);
});
