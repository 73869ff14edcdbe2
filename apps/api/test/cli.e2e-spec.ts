import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { as, signIn } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = join(ROOT, 'scripts/dist/cli.js');
const run = promisify(execFile);
const PASSWORD = 'operator chosen secret';

/** `npm run cli -- owner:create …`: the built CLI on the database of an API running in this process. */
describe('the operator CLI', () => {
  let api: TestApi;
  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build:server first`);
    api = await createTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const cli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: api.database.url, QUEUE_PREFIX: api.runtime.config.queuePrefix, LOG_LEVEL: 'warn' };
    delete env.SMTP_URL;
    return run(process.execPath, [CLI, ...args], { cwd: ROOT, env });
  };
  const failure = async (...args: string[]) => {
    try {
      await cli(...args);
    } catch (error) {
      return error as { code: number; stdout: string; stderr: string };
    }
    throw new Error(`cli ${args.join(' ')} succeeded`);
  };

  it('mail:list prints the outbox: recipient, subject, code and link of each mail', async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    const signUp = await api.request({ method: 'POST', url: '/api/v1/auth/sign-up', body: { firstName: 'Ada', lastName: 'Obi', email, password: PASSWORD } });
    expect(signUp.status).toBe(201);
    const { stdout } = await cli('mail:list', '--limit', '5');
    expect(stdout).toContain(`to ${email}  "Verify your e-mail address"`);
    expect(stdout).toMatch(/\n {2}code \d{6}\n/);
    expect(stdout).toMatch(/\n {2}link http:\/\/localhost:\d+\/account\/verify\/[A-Za-z0-9_-]+/);
    const json = (await cli('mail:list', '--json', '--limit', '1')).stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(json[0]).toMatchObject({ to: email, subject: 'Verify your e-mail address', codes: [expect.stringMatching(/^\d{6}$/)] });
  }, 60_000);

  it('prints its usage for help', async () => {
    const { stdout } = await cli('help');
    expect(stdout).toMatch(/^Usage: npm run cli -- <command> \[options\]/);
    expect(stdout).toMatch(/owner:create/);
    expect(stdout).toMatch(/--plan <plan>/);
  });

  it.each([
    [[], /No command given/],
    [['owner:rename'], /Unknown command: owner:rename/],
    [['owner:create', '--email', 'x@example.com'], /Missing --password, --business/],
    [['owner:create', '--email', 'not-an-email', '--password', PASSWORD, '--business', 'B'], /--email is not an e-mail address/],
    [['owner:create', '--email', 'x@example.com', '--password', 'short', '--business', 'B'], /--password must be at least 8 characters/],
    [['owner:create', '--email', 'x@example.com', '--password', PASSWORD, '--business', 'B', '--plan', 'gold'], /--plan must be one of: free, small/],
    [['owner:create', '--email', 'x@example.com', '--password', PASSWORD, '--business', 'B', '--period', 'weekly'], /--period must be one of: monthly, yearly/],
    [['owner:create', '--email', 'x@example.com', '--password', PASSWORD, '--business', 'B', '--colour', 'red'], /Unknown option '--colour'/],
    [['admin:create', '--email', 'ops@example.com'], /Missing --name, --password/],
    [['admin:create', '--email', 'ops@example.com', '--name', 'Ops', '--password', 'short'], /--password must be at least 8 characters/],
  ])('refuses %j with a usage message and exit code 2', async (args, message) => {
    const error = await failure(...(args as string[]));
    expect(error.code).toBe(2);
    expect(error.stderr).toMatch(message);
    expect(error.stderr).toMatch(/Usage: npm run cli --/);
    expect(error.stdout).toBe('');
  });

  it('creates an owner on a granted paid plan who signs in over HTTP and sees the plan', async () => {
    const { stdout } = await cli(
      'owner:create',
      '--email',
      'Grace.Owner@Example.com',
      '--password',
      PASSWORD,
      '--business',
      'Grace Provisions',
      '--plan',
      'store',
      '--period',
      'yearly',
      '--first-name',
      'Grace',
      '--last-name',
      'Okafor',
    );
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const created = JSON.parse(lines[0]);
    expect(created).toEqual({ userId: expect.any(String), businessId: expect.any(String), email: 'grace.owner@example.com', plan: 'store' });

    const cookie = await signIn(api, 'grace.owner@example.com', PASSWORD);
    const plan = await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as({ cookie }) });
    expect(plan.status).toBe(200);
    expect(plan.body.data).toMatchObject({
      businessPlan: 'Store Plan',
      isPaid: true,
      isTrial: false,
      period: 'yearly',
      isPlanExpired: false,
      firstTimeSubscription: false,
    });
    const { rows } = await api.runtime.pool.query(
      'SELECT u.first_name, u.last_name, u.email_verified_at, b.name FROM users u JOIN businesses b ON b.business_id = $2 WHERE u.user_id = $1',
      [created.userId, created.businessId],
    );
    expect(rows[0]).toMatchObject({ first_name: 'Grace', last_name: 'Okafor', email_verified_at: expect.any(Date), name: 'Grace Provisions' });
  });

  it('defaults to the Micro plan, and takes a plan by its number', async () => {
    const micro = JSON.parse((await cli('owner:create', '--email', 'micro@example.com', '--password', PASSWORD, '--business', 'Micro Kiosk')).stdout);
    expect(micro.plan).toBe('free');
    const numbered = JSON.parse(
      (await cli('owner:create', '--email', 'pro@example.com', '--password', PASSWORD, '--business', 'Pro Works', '--plan', '6')).stdout,
    );
    expect(numbered.plan).toBe('professional');
    const cookie = await signIn(api, 'micro@example.com', PASSWORD);
    expect((await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as({ cookie }) })).body.data.businessPlan).toBe('Micro Business Plan');
  });

  it('refuses an e-mail already registered with its message and exit code 1', async () => {
    const error = await failure('owner:create', '--email', 'GRACE.OWNER@example.com', '--password', PASSWORD, '--business', 'Again');
    expect(error.code).toBe(1);
    expect(error.stderr).toMatch(/An account with this e-mail already exists/);
    expect(error.stdout).toBe('');
  });

  it('admin:create makes a staff admin who logs in to the admin area, once per e-mail', async () => {
    const created = JSON.parse((await cli('admin:create', '--email', 'Ops@Example.com', '--name', 'Ops Lead', '--password', PASSWORD)).stdout);
    expect(created).toEqual({ adminId: expect.any(String), email: 'ops@example.com', role: 'staff' });
    const login = await api.request({ method: 'POST', url: '/api/v1/admin/auth/login', body: { email: 'ops@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.data.admin).toEqual({ id: created.adminId, email: 'ops@example.com', name: 'Ops Lead', role: 'staff', partnerId: null });
    const again = await failure('admin:create', '--email', 'OPS@example.com', '--name', 'Ops Again', '--password', PASSWORD);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/An admin with this e-mail already exists/);
  });
});
