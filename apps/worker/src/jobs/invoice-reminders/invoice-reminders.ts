import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { currentVersion } from '@ledgerline/events';
import type { InvoiceRemindersResult } from '@ledgerline/jobs';
import {
  addDays,
  dateInZone,
  displayDate,
  DEFAULT_TIME_ZONE,
  decideRecordReminder,
  REMINDER_SCHEDULE,
  requireBusiness,
  type InvoiceReminderSentData,
  type InvoiceState,
  type ReminderKind,
} from '@ledgerline/ledger';
import { composeMail, executeCommand, greetingFor, mailMoney, publicLogoUrl, type Runtime } from '@ledgerline/platform';
import { businessStream, invoiceCustomer, invoicesDueOn, loadBusinessState, loadInvoice } from '@ledgerline/projections';

/** A UUID derived from what the effect is for: the reminder of this invoice on this day has one event id, ever. */
export function reminderEventId(invoiceId: string, day: string): string {
  const hex = createHash('sha256').update(`invoice-reminder:${invoiceId}:${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const WORDS: Record<ReminderKind, string> = { 'before-due': 'falls due in 3 days', due: 'falls due today', overdue: 'is overdue' };

/**
 * The reminders run (the worker's `invoice-reminders` job): for each approved invoice with a
 * reminder due on the clock's day (3 days before, on, or 7 days after its due date), under the
 * business's stream lock, writes the customer's mail to the outbox and records InvoiceReminderSent
 * in one transaction (the worker's mail delivery sends it, once: docs/mail.md); a reminder already
 * recorded writes nothing. The event's id and the append's idempotency key come from the
 * invoice and the day, so reruns, retries and a second worker find it and send nothing more.
 */
export async function runInvoiceReminders(runtime: Runtime, now: Date, logger?: Logger, only: { businessId?: string } = {}): Promise<InvoiceRemindersResult> {
  // The businesses' day (Lagos): a reminder goes out on the date the owner sees as today.
  const day = dateInZone(now, DEFAULT_TIME_ZONE);
  const dueDates = REMINDER_SCHEDULE.map((step) => addDays(day, -step.offsetDays));
  // An admin's test run (one business) sends exactly what the scheduled run would send it today, under the same keys.
  const candidates = (await invoicesDueOn(runtime.pool, dueDates)).filter((candidate) => !only.businessId || candidate.businessId === only.businessId);
  const result: InvoiceRemindersResult = { day, due: candidates.length, sent: 0, skipped: 0, failed: [] };
  for (const { businessId, invoice: candidate } of candidates) {
    const key = `invoice-reminder:${candidate.invoiceId}:${day}`;
    try {
      const outcome = await executeCommand(runtime, {
        stream: businessStream(businessId),
        idempotencyKey: key,
        fingerprint: key,
        metadata: { businessId, correlationId: key, occurredAt: now.toISOString() },
        decide: async (db) => {
          const invoice = await loadInvoice(db, businessId, candidate.invoiceId);
          const customer = invoice ? await invoiceCustomer(db, businessId, invoice.entityId) : undefined;
          if (!invoice || !customer?.email) return [];
          const events = decideRecordReminder(invoice, day, customer.email);
          if (events.length === 0) return [];
          const business = requireBusiness(await loadBusinessState(db, businessId));
          // The logo the invoice mail carries: the business's readable uploaded one, unless its invoices hide it.
          const logoUrl =
            (business.settings.invoice.showLogo ?? true) ? await publicLogoUrl(db, runtime.config.appUrl, businessId, business.profile.companyImage) : null;
          // Written in the append's transaction (the durable outbox): the mail exists exactly when the event does.
          await runtime.mailer.enqueue(
            db,
            reminderMail(runtime.config.appUrl, { ...business, logoUrl }, customer, invoice, (events[0]!.data as InvoiceReminderSentData).kind),
            {
              dedupeKey: key,
            },
          );
          return events.map((event) => ({
            id: reminderEventId(invoice.invoiceId, day),
            type: event.type,
            version: currentVersion(event.type),
            data: event.data,
          }));
        },
      });
      if (!outcome.replayed && outcome.events.length > 0) result.sent++;
      else result.skipped++;
    } catch (error) {
      result.failed.push(candidate.reference);
      logger?.error({ err: error, businessId, invoice: candidate.reference }, 'Invoice reminder not sent');
    }
  }
  return result;
}

/** The customer's reminder, from the business (its name, logo and invoice colour), with the invoice's public page to pay on. */
function reminderMail(
  appUrl: string,
  business: { name: string; logoUrl: string | null; settings: { invoice: { colour?: string } } },
  customer: { name: string; email: string | null },
  invoice: InvoiceState,
  kind: ReminderKind,
) {
  const money = (amount: string) => mailMoney(amount, invoice.currency);
  return {
    to: customer.email!,
    ...composeMail({
      subject: `Reminder: invoice ${invoice.reference} ${WORDS[kind]}`,
      from: { name: business.name, logoUrl: business.logoUrl, colour: business.settings.invoice.colour },
      greeting: greetingFor(customer.name),
      blocks: [
        { text: `Invoice ${invoice.reference} from ${business.name} ${WORDS[kind]}: ${money(invoice.balance)} is still owed.` },
        {
          facts: [
            ['Invoice', invoice.reference],
            ['Due date', displayDate(invoice.dueDate)],
            ['Total', money(invoice.total)],
            ['Balance due', money(invoice.balance)],
          ],
        },
        { button: 'View and pay the invoice online', url: `${appUrl}/invoice/${encodeURIComponent(invoice.publicId)}/view` },
        { small: 'If you have already paid, thank you: please ignore this reminder.' },
      ],
    }),
  };
}
