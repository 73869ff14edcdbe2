import type { Logger } from 'pino';
import { DEFAULT_BUSINESS_TIME_ZONE, localTime, lastEndedMonth, type Clock, type ScheduledMailJob } from '@ledgerline/jobs';
import { addDays, Decimal, displayDate, monthEnd, isCurrencyCode, planAllows, planStatus, type CurrencyCode, type NotificationMail } from '@ledgerline/ledger';
import {
  buildProfitAndLossMail,
  composeMail,
  greetingFor,
  mailMoney,
  profitAndLossFileName,
  publicLogoUrl,
  renderProfitAndLossPdf,
  type MailMessage,
  type MailSender,
  type OutgoingMail,
  type Runtime,
} from '@ledgerline/platform';
import { loadSubscriptionState, profitAndLoss } from '@ledgerline/projections';

/** The local hour scheduled mail goes at (business time zone, Africa/Lagos by default). */
export const SCHEDULED_MAIL_LOCAL_HOUR = 8;

/** What one run decided: mails written to the outbox now (a mail already decided is not counted). */
export interface ScheduledMailResult {
  now: string;
  monthlyProfitAndLoss: number;
  weeklySummaries: number;
  expiryReminders: number;
  failed: string[];
}

interface BusinessRow {
  business_id: string;
  name: string;
  currency: string;
  company_image: string | null;
}

interface Business extends BusinessRow {
  /** On whose behalf its mails go: its name and logo (docs/mail.md), read once a run and only when a mail is due. */
  sender: () => Promise<MailSender>;
}

/** The business with its mails' sender: its logo is its readable uploaded one, under the app's public address. */
function withSender(runtime: Runtime, row: BusinessRow): Business {
  let sender: Promise<MailSender> | undefined;
  return {
    ...row,
    sender: () =>
      (sender ??= publicLogoUrl(runtime.pool, runtime.config.appUrl, row.business_id, row.company_image).then((logoUrl) => ({ name: row.name, logoUrl }))),
  };
}

interface Recipient {
  email: string;
  name: string;
  /** The owner's notification preference for this mail (docs/mail.md "Notification preferences"): off means skipped. */
  wants: boolean;
  /** When they last turned it on; null when they never turned it off. */
  onSince: Date | null;
}

const currencyOf = (text: string): CurrencyCode => (isCurrencyCode(text.trim()) ? (text.trim() as CurrencyCode) : 'NGN');

const monthBounds = (month: string) => ({ startDate: `${month}-01`, endDate: monthEnd(`${month}-01`) });

/** The owners of a business, who get its reports and reminders, each with their preference for `mail`. */
async function ownersOf(runtime: Runtime, businessId: string, mail: NotificationMail): Promise<Recipient[]> {
  const { rows } = await runtime.pool.query<{ email: string; first_name: string | null; enabled: boolean | null; changed_at: Date | null }>(
    `SELECT lower(t.email) AS email, u.first_name, p.enabled, p.changed_at FROM team_members t LEFT JOIN users u ON u.user_id = t.user_id
       LEFT JOIN notification_preferences p ON p.business_id = t.business_id AND p.user_id = t.user_id AND p.mail = $2
      WHERE t.business_id = $1 AND t.role = 'owner' ORDER BY t.email`,
    [businessId, mail],
  );
  return rows.map((row) => ({ email: row.email, name: row.first_name ?? '', wants: row.enabled ?? true, onSince: row.enabled ? row.changed_at : null }));
}

/** The owners who get `mail`: those who turned it off are skipped (their dedupe keys are never written). */
async function recipientsOf(runtime: Runtime, businessId: string, mail: NotificationMail): Promise<Recipient[]> {
  return (await ownersOf(runtime, businessId, mail)).filter((owner) => owner.wants);
}

/** Where every scheduled mail to the business's own people says its recipient can turn it off (the web client's page). */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notification';

/** The line at the bottom of each scheduled mail: where to change it. */
function preferencesFooter(appUrl: string): NonNullable<MailMessage['footer']> {
  return [{ text: 'To stop or change these e-mails, visit', link: `${appUrl}${NOTIFICATION_SETTINGS_PATH}` }];
}

/**
 * Writes one mail for what `dedupeKey` names, unless it was written before: the outbox keeps one
 * row per key, so the decision is the row, and running again (a retry, a second worker, a rerun
 * after a crash) finds it and writes nothing.
 */
async function decideMail(runtime: Runtime, mail: OutgoingMail, dedupeKey: string): Promise<boolean> {
  const { created } = await runtime.mailer.enqueue(runtime.pool, mail, { dedupeKey });
  return created;
}

/** A worker down longer than this catches up this many months at most (a year), so nobody is sent years of reports at once. */
export const MONTHLY_PNL_CATCH_UP_MONTHS = 12;

/** The month (YYYY-MM) `count` months after `month` (before it when negative). */
function shiftMonth(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  const at = new Date(Date.UTC(year, m - 1 + count, 1));
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** When `month`'s report falls due: 08:00 local time on the 1st of the next month. */
function reportDueAt(month: string, timeZone = DEFAULT_BUSINESS_TIME_ZONE): Date {
  const [year, m] = shiftMonth(month, 1).split('-').map(Number);
  const wallClock = Date.UTC(year, m - 1, 1, SCHEDULED_MAIL_LOCAL_HOUR);
  // The zone's offset at that moment, read back from the wall clock it shows.
  const shown = localTime(new Date(wallClock), timeZone);
  const shownAsUtc = Date.parse(`${shown.date}T${String(shown.hour).padStart(2, '0')}:${String(shown.minute).padStart(2, '0')}:00Z`);
  return new Date(wallClock - (shownAsUtc - wallClock));
}

/** The latest month whose report is due at `now`: the month that ended, once it is 08:00 on the 1st. */
function latestDueMonth(now: Date): string {
  const local = localTime(now, DEFAULT_BUSINESS_TIME_ZONE);
  const ended = lastEndedMonth(now, DEFAULT_BUSINESS_TIME_ZONE);
  return local.date.endsWith('-01') && local.hour < SCHEDULED_MAIL_LOCAL_HOUR ? shiftMonth(ended, -1) : ended;
}

const monthlyKey = (businessId: string, month: string, email: string) => `monthly-pnl:${businessId}:${month}:${email}`;

/**
 * Monthly: the profit and loss of each month that ended, as a PDF, to the owners, from the 1st at
 * 08:00 local time (plans with the P&L). After a time without a worker every month missed goes,
 * oldest first, each once: the months from the latest one already decided for the business (its
 * outbox rows; a run that stopped half way through the owners finishes that month) to the latest
 * due, at most a year back, and (before the latest) only months that fell due while the current
 * plan ran. A business that never had one gets the month that has just ended, from 08:00 on the 1st.
 */
async function monthlyProfitAndLoss(runtime: Runtime, business: Business, now: Date): Promise<number> {
  const subscription = await loadSubscriptionState(runtime.pool, business.business_id);
  if (!subscription.exists || !planAllows(planStatus(subscription, now.toISOString()).planId, 'profitAndLoss')) return 0;
  // Every owner's keys say which months were decided; only those who want the report get it.
  const owners = await ownersOf(runtime, business.business_id, 'monthlyProfitAndLoss');
  if (owners.length === 0) return 0;
  const latest = latestDueMonth(now);
  const window = Array.from({ length: MONTHLY_PNL_CATCH_UP_MONTHS }, (_, i) => shiftMonth(latest, i - MONTHLY_PNL_CATCH_UP_MONTHS + 1));
  const keys = window.flatMap((month) => owners.map((owner) => monthlyKey(business.business_id, month, owner.email)));
  const { rows } = await runtime.pool.query<{ dedupe_key: string }>('SELECT dedupe_key FROM mail_outbox WHERE dedupe_key = ANY($1)', [keys]);
  const decided = new Set(rows.map((row) => row.dedupe_key));
  const lastDecided = [...window].reverse().find((month) => owners.some((owner) => decided.has(monthlyKey(business.business_id, month, owner.email))));
  const planStart = Date.parse(subscription.startsAt);
  const months =
    lastDecided === undefined
      ? // The first report: the month that has just ended, once it is due.
        window.filter((month) => month === latest && month === lastEndedMonth(now, DEFAULT_BUSINESS_TIME_ZONE))
      : window.filter((month) => month >= lastDecided && (month === latest || reportDueAt(month).getTime() >= planStart));
  let written = 0;
  for (const month of months) {
    // A report that fell due while the owner had it off is not sent once they turn it back on.
    const pending = owners.filter(
      (owner) =>
        owner.wants &&
        (owner.onSince === null || reportDueAt(month).getTime() >= owner.onSince.getTime()) &&
        !decided.has(monthlyKey(business.business_id, month, owner.email)),
    );
    if (pending.length === 0) continue;
    const report = await profitAndLoss(runtime.pool, business.business_id, { period1: monthBounds(month) });
    const pdf = await renderProfitAndLossPdf(report);
    const { logoUrl } = await business.sender();
    for (const owner of pending) {
      const mail = {
        to: owner.email,
        ...buildProfitAndLossMail(report, { name: owner.name, footer: preferencesFooter(runtime.config.appUrl), logoUrl }),
        attachments: [{ filename: profitAndLossFileName(report), content: pdf, contentType: 'application/pdf' }],
      };
      if (await decideMail(runtime, mail, monthlyKey(business.business_id, month, owner.email))) written++;
    }
  }
  return written;
}

/**
 * An admin's test of the monthly report (POST /admin/businesses/{id}/pnl-monthly-report-test): the
 * month that ended, to the owners now, whether due or not and whatever the plan, written once per
 * request (`requestId` in the outbox's dedupe key: a retried job sends nothing twice, a new test
 * sends again).
 */
async function monthlyProfitAndLossTest(runtime: Runtime, business: Business, now: Date, requestId: string): Promise<number> {
  // An owner who turned the monthly report off gets no test of it either.
  const owners = await recipientsOf(runtime, business.business_id, 'monthlyProfitAndLoss');
  if (owners.length === 0) return 0;
  const month = lastEndedMonth(now, DEFAULT_BUSINESS_TIME_ZONE);
  const report = await profitAndLoss(runtime.pool, business.business_id, { period1: monthBounds(month) });
  const pdf = await renderProfitAndLossPdf(report);
  const { logoUrl } = await business.sender();
  let written = 0;
  for (const owner of owners) {
    const mail = {
      to: owner.email,
      ...buildProfitAndLossMail(report, { name: owner.name, footer: preferencesFooter(runtime.config.appUrl), logoUrl }),
      attachments: [{ filename: profitAndLossFileName(report), content: pdf, contentType: 'application/pdf' }],
    };
    if (await decideMail(runtime, mail, `monthly-pnl-test:${business.business_id}:${month}:${requestId}:${owner.email}`)) written++;
  }
  return written;
}

/** The Monday (YYYY-MM-DD) of the week `date` is in. */
function mondayOf(date: string, weekday: number): string {
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Weekly: on Monday from 08:00 local time, the week that ended (Monday to Sunday): sales,
 * expenses, cash, receivables and payables now, and what falls due in the week ahead.
 */
async function weeklySummary(runtime: Runtime, business: Business, now: Date): Promise<number> {
  const local = localTime(now, DEFAULT_BUSINESS_TIME_ZONE);
  const thisMonday = mondayOf(local.date, local.weekday);
  if (local.date === thisMonday && local.hour < SCHEDULED_MAIL_LOCAL_HOUR) return 0;
  const weekStart = addDays(thisMonday, -7);
  const weekEnd = addDays(thisMonday, -1);
  const owners = await recipientsOf(runtime, business.business_id, 'weeklySummary');
  if (owners.length === 0) return 0;
  const currency = currencyOf(business.currency);
  const id = business.business_id;
  const { rows: flows } = await runtime.pool.query<{ type: string; total: string }>(
    `SELECT type, coalesce(sum(amount), 0)::text AS total FROM transactions
      WHERE business_id = $1 AND status = 'posted' AND effective_date BETWEEN $2 AND $3 AND type IN ('sales', 'expenses', 'purchases') GROUP BY type`,
    [id, weekStart, weekEnd],
  );
  const { rows: balances } = await runtime.pool.query<{ account_code: string; net: string }>(
    `SELECT account_code, sum(debit_total - credit_total)::text AS net FROM account_balances
      WHERE business_id = $1 AND account_code IN ('1000', '1010', '1100', '2000') GROUP BY account_code`,
    [id],
  );
  const { rows: due } = await runtime.pool.query<{ receivable: string; payable: string }>(
    `SELECT coalesce(sum(balance_due) FILTER (WHERE type = 'sales'), 0)::text AS receivable,
            coalesce(sum(balance_due) FILTER (WHERE type IN ('purchases', 'expenses')), 0)::text AS payable
       FROM transactions WHERE business_id = $1 AND status = 'posted' AND balance_due > 0 AND due_date BETWEEN $2 AND $3`,
    [id, addDays(thisMonday, 0), addDays(thisMonday, 6)],
  );
  const flow = (type: string) => flows.find((row) => row.type === type)?.total ?? '0';
  const net = (code: string) => new Decimal(balances.find((row) => row.account_code === code)?.net ?? '0');
  const money = (amount: Decimal | string) => mailMoney(amount, currency);
  const week = `${displayDate(weekStart)} to ${displayDate(weekEnd)}`;
  const blocks: MailMessage['blocks'] = [
    { text: `${business.name}, the week ${week}:` },
    {
      facts: [
        ['Sales', money(flow('sales'))],
        ['Expenses and purchases', money(new Decimal(flow('expenses')).plus(flow('purchases')))],
      ],
    },
    { text: 'Now:' },
    {
      facts: [
        ['Cash (on hand and at bank)', money(net('1000').plus(net('1010')))],
        ['Receivables', money(net('1100'))],
        ['Payables', money(net('2000').negated())],
      ],
    },
    { text: `Falling due next week (${displayDate(thisMonday)} to ${displayDate(addDays(thisMonday, 6))}):` },
    {
      facts: [
        ['To receive', money(due[0]?.receivable ?? '0')],
        ['To pay', money(due[0]?.payable ?? '0')],
      ],
    },
    { button: 'Open your dashboard', url: `${runtime.config.appUrl}/` },
  ];
  const from = await business.sender();
  let written = 0;
  for (const owner of owners) {
    const mail = {
      to: owner.email,
      ...composeMail({
        subject: `${business.name}: your week ${week}`,
        from,
        toTeam: true,
        greeting: greetingFor(owner.name),
        blocks,
        footer: preferencesFooter(runtime.config.appUrl),
      }),
    };
    if (await decideMail(runtime, mail, `weekly-summary:${id}:${weekStart}:${owner.email}`)) written++;
  }
  return written;
}

/**
 * Product expiry reminders (spec 001 §5: reminder days 1 to 100): from `expiry date − reminder
 * days` (local date), while the product is in stock, one mail per product and expiry date.
 */
async function expiryReminders(runtime: Runtime, business: Business, now: Date): Promise<number> {
  const today = localTime(now, DEFAULT_BUSINESS_TIME_ZONE).date;
  const { rows } = await runtime.pool.query<{ product_id: string; name: string; sku: string; expiry_date: string; quantity: string }>(
    `SELECT p.product_id, p.name, p.sku, p.expiry_date, coalesce(s.quantity, 0)::text AS quantity FROM products p
       LEFT JOIN product_stock s ON s.business_id = p.business_id AND s.product_id = p.product_id
      WHERE p.business_id = $1 AND p.expiry_date IS NOT NULL AND p.expiry_reminder_days IS NOT NULL
        AND p.expiry_date - p.expiry_reminder_days <= $2::date AND coalesce(s.quantity, 0) > 0
      ORDER BY p.expiry_date, p.name`,
    [business.business_id, today],
  );
  if (rows.length === 0) return 0;
  const owners = await recipientsOf(runtime, business.business_id, 'expiryReminders');
  if (owners.length === 0) return 0;
  const from = await business.sender();
  let written = 0;
  for (const product of rows) {
    for (const owner of owners) {
      const expired = product.expiry_date < today;
      const mail = {
        to: owner.email,
        ...composeMail({
          subject: `${product.name} ${expired ? 'expired' : 'expires'} on ${displayDate(product.expiry_date)}`,
          from,
          toTeam: true,
          greeting: greetingFor(owner.name),
          blocks: [
            {
              text: `${business.name}: ${new Decimal(product.quantity).toFixed()} of ${product.name} (${product.sku}) in stock ${expired ? 'expired' : 'expire'} on ${displayDate(product.expiry_date)}.`,
            },
            { button: 'See the product', url: `${runtime.config.appUrl}/inventories/product/${encodeURIComponent(product.product_id)}` },
          ],
          footer: preferencesFooter(runtime.config.appUrl),
        }),
      };
      if (await decideMail(runtime, mail, `expiry-reminder:${business.business_id}:${product.product_id}:${product.expiry_date}:${owner.email}`)) written++;
    }
  }
  return written;
}

/**
 * The scheduled mails (the worker's `scheduled-mail` job): for every business, what is due at
 * the clock's time in its time zone, each written to the durable outbox once per business,
 * period and recipient (the outbox's dedupe key), and sent from there by the delivery job.
 */
export async function runScheduledMail(runtime: Runtime, clock: Clock, logger?: Logger, job: ScheduledMailJob = {}): Promise<ScheduledMailResult> {
  const now = clock.now();
  const result: ScheduledMailResult = { now: now.toISOString(), monthlyProfitAndLoss: 0, weeklySummaries: 0, expiryReminders: 0, failed: [] };
  // An admin's run may name one business and one kind of mail (docs/admin.md "Scripts"); the keys are the scheduled run's, so nothing goes twice.
  const { rows } = await runtime.pool.query<BusinessRow>(
    `SELECT business_id, name, currency, profile->>'companyImage' AS company_image FROM businesses
      WHERE $1::uuid IS NULL OR business_id = $1 ORDER BY business_id`,
    [job.businessId ?? null],
  );
  const wants = (kind: ScheduledMailJob['only']) => !job.testRequestId && (job.only === undefined || job.only === kind);
  for (const row of rows) {
    const business = withSender(runtime, row);
    try {
      if (job.testRequestId) result.monthlyProfitAndLoss += await monthlyProfitAndLossTest(runtime, business, now, job.testRequestId);
      if (wants('monthlyProfitAndLoss')) result.monthlyProfitAndLoss += await monthlyProfitAndLoss(runtime, business, now);
      if (wants('weeklySummary')) result.weeklySummaries += await weeklySummary(runtime, business, now);
      if (!job.testRequestId && job.only === undefined) result.expiryReminders += await expiryReminders(runtime, business, now);
    } catch (error) {
      result.failed.push(business.business_id);
      logger?.error({ err: error, businessId: business.business_id }, 'Scheduled mail failed for a business');
    }
  }
  return result;
}
