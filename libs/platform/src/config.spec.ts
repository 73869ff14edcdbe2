import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.consistencyTimeoutMs).toBe(5000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
  });

  it('reports every bad value on a line of its own', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'not a url', ADMIN_TOKEN: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT="eighty" must be a whole number/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
    expect(problems.join('\n')).toMatch(/REDIS_URL="not a url" is not a valid URL/);
    expect(problems.join('\n')).toMatch(/ADMIN_TOKEN must be at least 16 characters/);
    expect((error as Error).message.split('\n')).toHaveLength(5);
  });
});
