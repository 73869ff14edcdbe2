/** Queue names and job payloads shared by the API (which enqueues) and the worker (which runs them). */
export * from './bulk-import.js';
export * from './product-import.js';
export * from './clock.js';
export const QUEUES = {
  /** Rebuilds of read models from the event history. */
  projections: 'projections',
  /** Repeatable work on a clock: plan expiry (reminders and monthly reports come later). */
  scheduled: 'scheduled',
  /** Transaction imports too large to answer in one request (bulk-import.ts). */
  imports: 'imports',
} as const;

export const JOBS = {
  rebuildProjection: 'rebuild-projection',
  /** Records the trials and paid plans that ran out (PlanExpired, PlanDowngraded). */
  planExpiry: 'plan-expiry',
  bulkImport: 'bulk-import',
  /** Creates the rows of a stored product import (product-import.ts), on the imports queue. */
  productImport: 'product-import',
  /** E-mails customers about invoices falling due and overdue (InvoiceReminderSent). */
  invoiceReminders: 'invoice-reminders',
  /** Posts each asset's month-end depreciation (AssetDepreciated), once per asset and month. */
  depreciation: 'depreciation',
  /** Sends the outbox's pending mails (docs/mail.md). */
  mailDelivery: 'mail-delivery',
  /** Decides the scheduled mails that are due (monthly P&L, weekly summary, expiry reminders) and writes them to the outbox. */
  scheduledMail: 'scheduled-mail',
} as const;

/** Invoice reminders are looked for every hour; each invoice gets at most one a day (3 days before, on, and 7 days after its due date). */
export const INVOICE_REMINDERS_EVERY_MS = 60 * 60 * 1000;
export const INVOICE_REMINDERS_SCHEDULER_ID = 'invoice-reminders-hourly';

/**
 * A run asked for by a provider admin (docs/admin.md "Scripts"), on the scheduled queue beside the
 * repeatable jobs: the same job name, with a payload that narrows it. The scheduled runs carry none.
 */
export interface InvoiceRemindersJob {
  /** Only this business's invoices. */
  businessId?: string;
}

export interface ScheduledMailJob {
  /** Only this business. */
  businessId?: string;
  /** Only this kind of mail (the scheduled run decides every kind). */
  only?: 'monthlyProfitAndLoss' | 'weeklySummary';
  /**
   * A test send (POST /admin/businesses/{id}/pnl-monthly-report-test): last month's P&L to the
   * owners now, due or not, once for this request id (its outbox dedupe key).
   */
  testRequestId?: string;
}

/** What one reminders run did. */
export interface InvoiceRemindersResult {
  day: string;
  /** Approved invoices with a reminder due that day. */
  due: number;
  /** Reminders e-mailed and recorded by this run (the others were already, or have no e-mail address). */
  sent: number;
  skipped: number;
  failed: string[];
}

/** The outbox is swept every 10 s: a mail the API could not send at once goes within that of the server answering again. */
export const MAIL_DELIVERY_EVERY_MS = 10_000;
export const MAIL_DELIVERY_SCHEDULER_ID = 'mail-delivery-every-10-seconds';
/** Scheduled mail is decided every 15 minutes: each mail goes within that of its local time. */
export const SCHEDULED_MAIL_EVERY_MS = 15 * 60 * 1000;
export const SCHEDULED_MAIL_SCHEDULER_ID = 'scheduled-mail-every-15-minutes';

/** The depreciation job runs hourly: a month is charged within the hour after it ends, and a missed month at the next run. */
export const DEPRECIATION_EVERY_MS = 60 * 60 * 1000;
export const DEPRECIATION_SCHEDULER_ID = 'depreciation-every-hour';

/** What one depreciation run did. */
export interface DepreciationResult {
  now: string;
  /** Assets looked at. */
  assets: number;
  /** AssetDepreciated events appended by this run. */
  posted: number;
  /** Charges another run (or an earlier try of this one) had already posted. */
  alreadyPosted: number;
  /** `businessId/assetId` whose append failed (logged; the job fails so BullMQ retries it). */
  failed: string[];
}

/** The plan-expiry sweep runs every 15 minutes: a lapsed plan is recorded within that of its end (what users see is computed from dates anyway). */
export const PLAN_EXPIRY_EVERY_MS = 15 * 60 * 1000;
/** The id of its BullMQ job scheduler: upserting it at every worker start keeps one schedule however many workers start. */
export const PLAN_EXPIRY_SCHEDULER_ID = 'plan-expiry-every-15-minutes';

/** What one plan-expiry sweep did. */
export interface PlanExpiryResult {
  now: string;
  /** Businesses whose trial or paid plan had run out by `now`. */
  due: number;
  /** Businesses that got events in this sweep. */
  changed: number;
  /** Events appended (PlanExpired, PlanDowngraded). */
  events: number;
  /** Businesses whose append failed (logged; the next sweep tries again). */
  failed: string[];
}

export interface RebuildProjectionJob {
  projector: string;
  /** Compare only; keep the live tables. */
  dryRun?: boolean;
  requestedBy?: string;
}

/** What a rebuild job reports while it runs (BullMQ job progress). */
export interface RebuildJobProgress {
  phase: 'queued' | 'replaying' | 'swapping' | 'done';
  processed: number;
  total: number;
  percent: number;
  eventsPerSecond: number;
}

export function isRebuildProjectionJob(value: unknown): value is RebuildProjectionJob {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return typeof job.projector === 'string' && (job.dryRun === undefined || typeof job.dryRun === 'boolean');
}

/** BullMQ wants a connection it may block on; these are the options both sides use. */
export function redisConnectionOptions(redisUrl: string) {
  return { url: redisUrl, maxRetriesPerRequest: null as null };
}

/** Options for a Queue, Worker or QueueEvents of this deployment. */
export function queueOptions(redisUrl: string, prefix: string) {
  return { connection: redisConnectionOptions(redisUrl), prefix };
}
