import { Writable } from 'node:stream';
import pino from 'pino';
import { createTestApi, type TestApi } from './support/test-api.js';

/** Without SMTP, outside production, each mail's recipient, subject and code or link is also logged. */
describe('mail without SMTP', () => {
  // Each test starts a whole API on a fresh database inside it, which on a busy 2-core machine can take
  // far longer than the default 30 s.
  const STARTS_AN_API = 120_000;
  const startWithLog = async (env: Record<string, string>) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const api = await createTestApi({ ...env, SMTP_URL: '' }, { logger: pino({ level: 'info' }, sink) });
    return { api, lines };
  };
  const signUp = (api: TestApi, email: string) =>
    api.request({ method: 'POST', url: '/api/v1/auth/sign-up', body: { firstName: 'Ada', lastName: 'Obi', email, password: 'a long password 1' } });

  it(
    'logs the recipient, subject, code and link in development',
    async () => {
      const { api, lines } = await startWithLog({ NODE_ENV: 'development' });
      try {
        expect(api.runtime.mailer.kind).toBe('outbox');
        expect((await signUp(api, 'dev-mail@example.com')).status).toBe(201);
        const line = lines.map((text) => JSON.parse(text) as { msg: string }).find((entry) => entry.msg.startsWith('Mail to dev-mail@example.com'));
        expect(line?.msg).toMatch(
          /^Mail to dev-mail@example\.com: "Verify your e-mail address" \(code \d{6}, link http:\/\/localhost:\d+\/account\/verify\/\S+\)/,
        );
      } finally {
        await api.close();
      }
    },
    STARTS_AN_API,
  );

  it(
    'logs no code or link in production',
    async () => {
      const { api, lines } = await startWithLog({ NODE_ENV: 'production', COOKIE_SECURE: 'false' });
      try {
        expect((await signUp(api, 'prod-mail@example.com')).status).toBe(201);
        expect(lines.filter((text) => text.includes('prod-mail@example.com'))).toEqual([]);
      } finally {
        await api.close();
      }
    },
    STARTS_AN_API,
  );
});
