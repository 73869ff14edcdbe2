/**
 * npm run cli -- <command> [options]
 *
 * The operator's command line. `owner:create` makes a verified owner with a business on the
 * chosen plan (a paid plan is granted as paid, without a payment) through the API's own
 * services, on the database the environment names (migrated first), and prints one JSON line.
 * `admin:create` makes a staff admin of the provider admin area (the first one comes from here).
 * `mail:list` prints the mail kept in the outbox when no SMTP server is configured.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import pino from 'pino';
import { BILLING_PERIODS, isBillingPeriod, parsePlan, planById, type BillingPeriod, type PlanId } from '@ledgerline/ledger';
import { createRuntime, listOutbox, loadConfigOrExit } from '@ledgerline/platform';

type AppModuleFile = typeof import('../apps/api/src/app.module.js');
type ProvisionOwnerFile = typeof import('../apps/api/src/auth/provision-owner/provision-owner.service.js');
type SignUpDtoFile = typeof import('../apps/api/src/auth/sign-up/sign-up.dto.js');
type CreateAdminFile = typeof import('../apps/api/src/admin/auth/create-admin/create-admin.service.js');

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  owner:create   Create a verified owner with a business and print { userId, businessId, email, plan } as JSON
      --email <email>            the owner's e-mail (required)
      --password <password>      at least 8 characters (required)
      --business <name>          the business's name (required)
      --plan <plan>              free (default), small, medium, basic, store, professional, enterprise, or 1-7;
                                 a paid plan is granted as paid for one period
      --period <period>          ${BILLING_PERIODS.join(' (default) or ')}
      --first-name <name>        default: the e-mail's local part
      --last-name <name>
  admin:create   Create a staff admin of the provider admin area (/admin/login) and print { adminId, email, role } as JSON
      --email <email>            the admin's e-mail (required)
      --name <name>              the admin's name (required)
      --password <password>      at least 8 characters (required)
  mail:list      Print the newest e-mail kept in the outbox (no SMTP_URL): when, to whom, subject, codes and links
      --limit <n>                how many (default 20)
      --json                     one JSON line per mail, with its text
  help           Print this message

The database is the one the API would use (DATABASE_URL, or the local or embedded default); it is migrated first.`;

class UsageError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface OwnerOptions {
  email: string;
  password: string;
  business: string;
  planId: PlanId;
  period: BillingPeriod;
  firstName?: string;
  lastName?: string;
}

function parseOwnerOptions(args: string[]): OwnerOptions {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        business: { type: 'string' },
        plan: { type: 'string' },
        period: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const missing = (['email', 'password', 'business'] as const).filter((name) => !values[name]?.trim());
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}`);
  const email = values.email!.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new UsageError(`--email is not an e-mail address: ${values.email}`);
  let planId: PlanId;
  try {
    planId = values.plan === undefined ? 1 : parsePlan(values.plan.trim().toLowerCase(), '--plan');
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const period = values.period ?? 'monthly';
  if (!isBillingPeriod(period)) throw new UsageError(`--period must be one of: ${BILLING_PERIODS.join(', ')}`);
  return {
    email,
    password: values.password!,
    business: values.business!.trim(),
    planId,
    period,
    firstName: values['first-name']?.trim() || undefined,
    lastName: values['last-name']?.trim() || undefined,
  };
}

/** The built API's modules (scripts/dist/cli.js → apps/api/dist/), typed from their sources. */
async function apiModule<T>(path: string): Promise<T> {
  return (await import(new URL(`../../apps/api/dist/${path}`, import.meta.url).href)) as T;
}

async function ownerCreate(args: string[]): Promise<void> {
  const options = parseOwnerOptions(args);
  const { PASSWORD_MIN_LENGTH } = await apiModule<SignUpDtoFile>('auth/sign-up/sign-up.dto.js');
  if (options.password.length < PASSWORD_MIN_LENGTH) throw new UsageError(`--password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  const { AppModule } = await apiModule<AppModuleFile>('app.module.js');
  const { ProvisionOwnerService } = await apiModule<ProvisionOwnerFile>('auth/provision-owner/provision-owner.service.js');

  const config = loadConfigOrExit();
  // Logs go to stderr: stdout carries the one JSON line.
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const runtime = await createRuntime(config, logger);
  try {
    const app = await NestFactory.createApplicationContext(AppModule.register(runtime), { logger: ['error', 'warn'], abortOnError: false });
    try {
      const plan = planById(options.planId);
      const owner = await app.get(ProvisionOwnerService).provision({
        email: options.email,
        password: options.password,
        business: options.business,
        firstName: options.firstName,
        lastName: options.lastName,
        plan: plan.id,
        period: options.period,
      });
      console.log(JSON.stringify({ userId: owner.userId, businessId: owner.businessId, email: options.email, plan: plan.key }));
    } finally {
      await app.close();
    }
  } finally {
    await runtime.close();
  }
}

async function adminCreate(args: string[]): Promise<void> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const missing = (['email', 'name', 'password'] as const).filter((name) => !values[name]?.trim());
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}`);
  const email = values.email!.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new UsageError(`--email is not an e-mail address: ${values.email}`);
  const { ADMIN_PASSWORD_MIN_LENGTH, CreateAdminService } = await apiModule<CreateAdminFile>('admin/auth/create-admin/create-admin.service.js');
  if (values.password!.length < ADMIN_PASSWORD_MIN_LENGTH) throw new UsageError(`--password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  const { AppModule } = await apiModule<AppModuleFile>('app.module.js');

  const config = loadConfigOrExit();
  const runtime = await createRuntime(config, pino({ level: 'warn' }, pino.destination(2)));
  try {
    const app = await NestFactory.createApplicationContext(AppModule.register(runtime), { logger: ['error', 'warn'], abortOnError: false });
    try {
      const admin = await app.get(CreateAdminService).create({ email, name: values.name!.trim(), password: values.password!, role: 'staff' });
      console.log(JSON.stringify({ adminId: admin.adminId, email: admin.email, role: admin.role }));
    } finally {
      await app.close();
    }
  } finally {
    await runtime.close();
  }
}

async function mailList(args: string[]): Promise<void> {
  let values: { limit?: string; json?: boolean };
  try {
    ({ values } = parseArgs({ args, strict: true, allowPositionals: false, options: { limit: { type: 'string' }, json: { type: 'boolean' } } }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000');
  const config = loadConfigOrExit();
  const runtime = await createRuntime(config, pino({ level: 'warn' }, pino.destination(2)));
  try {
    const mails = await listOutbox(runtime.pool, limit);
    if (values.json) {
      for (const mail of mails) console.log(JSON.stringify(mail));
      return;
    }
    if (mails.length === 0) console.log(`The outbox is empty${runtime.mailer.kind === 'smtp' ? ' (SMTP_URL is set: mail is sent, not kept)' : ''}.`);
    for (const mail of mails) {
      const extras = [...mail.codes.map((code) => `  code ${code}`), ...mail.links.map((link) => `  link ${link}`)];
      console.log([`${mail.createdAt}  to ${mail.to}  "${mail.subject}"`, ...extras].join('\n'));
    }
  } finally {
    await runtime.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'owner:create') await ownerCreate(rest);
  else if (command === 'admin:create') await adminCreate(rest);
  else if (command === 'mail:list') await mailList(rest);
  else if (command === 'help' || command === '--help' || command === '-h') console.log(USAGE);
  else throw new UsageError(command === undefined ? 'No command given' : `Unknown command: ${command}`);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    // A refusal (e.g. the e-mail is taken) or a failure: its message, exit 1.
    console.error((error as Error).message ?? String(error));
    process.exitCode = 1;
  }
}
