import { randomUUID } from 'node:crypto';
import { Job } from 'bullmq';
import pino from 'pino';
import { systemClock } from '@ledgerline/jobs';
import { scheduledMailProcessor } from '../../worker/src/jobs/scheduled-mail/scheduled-mail.processor.js';
import { invoiceRemindersProcessor } from '../../worker/src/jobs/invoice-reminders/invoice-reminders.processor.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { as, cookieFrom, createOwner, type SignedInOwner } from './support/accounts.js';
import { adminRequests, createAdminTeam, mailsTo, type AdminRequest } from './support/admin.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/** Business invites by CSV and the provider's scripts (docs/admin.md "Business invites", "Scripts"). */
describe('admin invites and scripts', () => {
  let api: TestApi;
  let staff: Record<string, string>;
  let partnerAdmin: Record<string, string>;
  let owner: SignedInOwner;
  let admin: AdminRequest;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    api = await createTestApi();
    ({ staff, partnerAdmin } = await createAdminTeam(api, 'Abuja Advisers'));
    admin = adminRequests(api, staff);
    owner = await createOwner(api, { business: 'Monthly Reports Ltd', plan: 'store' });
  });
  afterAll(async () => {
    // The runs this file queued, left for no worker: the queues are this test database's own.
    const jobs = api?.app.get(JobsService);
    await jobs?.projections?.obliterate({ force: true });
    await jobs?.scheduled?.obliterate({ force: true });
    await api?.close();
  });

  const upload = async (content: string, who = partnerAdmin, fileName = 'invites.csv', type = 'text/csv') => {
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode(content)], { type }), fileName);
    const response = await fetch(`${api.baseUrl}/api/v1/admin/upload-users-invite`, { method: 'POST', headers: who, body: form });
    return { status: response.status, body: (await response.json()) as any };
  };

  describe('business invites', () => {
    const email = `invitee-${randomUUID().slice(0, 6)}@example.com`;
    const csv = [
      'email,firstName,lastName,businessName,plan',
      `${email},Ngozi,Eze,Eze Farms,basic`,
      'not-an-email,Bad,Row,Nowhere,free',
      `${email.toUpperCase()},Ngozi,Again,Eze Farms,free`,
      'someone@example.com,No,Business,,free',
    ].join('\n');

    it('downloads the template', async () => {
      const response = await fetch(`${api.baseUrl}/api/v1/admin/users-invite-template/download`, { headers: staff });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/csv/);
      expect((await response.text()).split('\r\n')[0]).toBe('email,firstName,lastName,businessName,plan');
    });

    it('invites each valid row once, lists bad rows by line, and mails each address once when uploaded twice', async () => {
      const first = await upload(csv);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: false,
        data: {
          invited: 1,
          skipped: [
            { line: 3, reason: expect.stringMatching(/email/) },
            { line: 4, reason: 'The same e-mail as line 2' },
            { line: 5, reason: 'businessName is required' },
          ],
        },
      });
      const second = await upload(csv);
      expect(second.body.data).toMatchObject({ invited: 0, skipped: expect.arrayContaining([{ line: 2, reason: 'Already invited' }]) });
      expect(await mailsTo(api, email)).toHaveLength(1);
    });

    it('refuses a missing or non-CSV file with 400', async () => {
      const png = await upload('\u0089PNG\u0000\u0000', partnerAdmin, 'logo.png', 'image/png');
      expect(png.status).toBe(400);
      expect(png.body).toMatchObject({ success: false, message: 'Bulk import files must be CSV' });
      const none = await fetch(`${api.baseUrl}/api/v1/admin/upload-users-invite`, {
        method: 'POST',
        headers: { ...partnerAdmin, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(none.status).toBe(400);
      const noHeader = await upload('a,b\n');
      expect(noHeader.status).toBe(400);
    });

    it('verifies the link, signs the invitee up with their business under the partner, and uses the invite up', async () => {
      const [mail] = await mailsTo(api, email);
      const link = new URL(/https?:\/\/\S+/.exec(mail!)![0]);
      const hash = link.searchParams.get('hash')!;
      const query = `email=${encodeURIComponent(email)}&hash=${encodeURIComponent(hash)}`;
      const unknown = await api.request({ method: 'GET', url: `/api/v1/admin/business/invite?email=${encodeURIComponent(email)}&hash=wrong` });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, message: 'This invitation is not valid or has already been used' });
      const verified = await api.request({ method: 'GET', url: `/api/v1/admin/business/invite?${query}` });
      expect(verified.status).toBe(200);
      expect(verified.body.data).toMatchObject({ email, firstName: 'Ngozi', businessName: 'Eze Farms', planName: 'Basic Plan' });

      const weak = await api.request({
        method: 'POST',
        url: `/api/v1/admin/business/invite?${query}`,
        body: { firstName: 'Ngozi', lastName: 'Eze', password: 'short' },
      });
      expect(weak.status).toBe(400);
      const signedUp = await api.request({
        method: 'POST',
        url: `/api/v1/admin/business/invite?${query}`,
        body: { firstName: 'Ngozi', lastName: 'Eze', password: 'a long enough password' },
      });
      expect(signedUp.status).toBe(200);
      expect(signedUp.body).toMatchObject({ success: true, message: 'You have completed your registration, you may now login' });
      const cookie = cookieFrom(signedUp.headers);
      const profile = await api.request({ method: 'GET', url: '/api/v1/accounts/profile', headers: { cookie } });
      expect(profile.body.data.businessName).toBe('Eze Farms');
      const theirs = await admin('GET', '/businesses', partnerAdmin);
      expect(theirs.body.data.map((row: { name: string }) => row.name)).toEqual(['Eze Farms']);
      expect((await api.request({ method: 'GET', url: `/api/v1/admin/business/invite?${query}` })).status).toBe(404);
      expect(
        (
          await api.request({
            method: 'POST',
            url: `/api/v1/admin/business/invite?${query}`,
            body: { firstName: 'X', lastName: 'Y', password: 'a long enough password' },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('scripts', () => {
    const runJob = async (jobId: string) => {
      const queue = api.app.get(JobsService).scheduled!;
      const job = (await Job.fromId(queue, jobId))!;
      if (job.name === 'scheduled-mail') return scheduledMailProcessor(api.runtime, systemClock, logger)(job);
      return invoiceRemindersProcessor(api.runtime, logger)(job);
    };
    /** The owner's business's mails in the outbox under a kind of dedupe key (`<kind>:<business>:…`). */
    const mailsKeyed = async (kind: string) =>
      (
        await api.runtime.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE dedupe_key LIKE $1 || ':' || $2 || ':%'", [
          kind,
          owner.businessId,
        ])
      ).rows[0].n;

    it('refuses partner admins with 403', async () => {
      for (const url of [
        `/businesses/${owner.businessId}/invoice-reminder-test`,
        `/businesses/${owner.businessId}/pnl-monthly-report-test`,
        '/businesses/pnl-monthly-report/run',
        '/businesses/weekly-account-summary/run',
        '/scripts/repayment-transaction-gl-account/run',
        '/scripts/update-transaction-purchase-average/run',
        '/scripts/inventory/yearly-script/run',
      ]) {
        const response = await admin('POST', url, partnerAdmin, {});
        expect(response.status).toBe(403);
        expect(response.body.message).toBe('You are not allowed to do this');
      }
    });

    it('runs the monthly report for one business twice: one mail per owner and month', async () => {
      const jobIds: string[] = [];
      for (let i = 0; i < 2; i++) {
        const response = await admin('POST', `/businesses/pnl-monthly-report/run?orgId=${owner.businessId}`, staff, {});
        expect(response.status).toBe(202);
        expect(response.body).toMatchObject({ success: true, data: { jobId: expect.any(String) } });
        jobIds.push(response.body.data.jobId);
      }
      await Promise.all(jobIds.map(runJob));
      expect(await mailsKeyed('monthly-pnl')).toBe(1);
      const weekly = await admin('POST', `/businesses/weekly-account-summary/run?orgId=${owner.businessId}`, staff, {});
      expect(weekly.status).toBe(202);
      await runJob(weekly.body.data.jobId);
      await runJob(weekly.body.data.jobId);
      expect(await mailsKeyed('weekly-summary')).toBe(1);
      expect((await admin('POST', '/businesses/pnl-monthly-report/run?orgId=nope', staff, {})).status).toBe(400);
    });

    it('sends the monthly report test now, and the reminders of one business', async () => {
      const test = await admin('POST', `/businesses/${owner.businessId}/pnl-monthly-report-test`, staff, {});
      expect(test.status).toBe(202);
      const result = await runJob(test.body.data.jobId);
      expect(result).toMatchObject({ monthlyProfitAndLoss: 1 });
      await runJob(test.body.data.jobId);
      expect(await mailsKeyed('monthly-pnl-test')).toBe(1);
      const reminders = await admin('POST', `/businesses/${owner.businessId}/invoice-reminder-test`, staff, {});
      expect(reminders.status).toBe(202);
      expect(await runJob(reminders.body.data.jobId)).toMatchObject({ due: 0, failed: [] });
      expect((await admin('POST', `/businesses/${randomUUID()}/invoice-reminder-test`, staff, {})).status).toBe(404);
    });

    it('queues rebuilds whose progress the rebuild status shows', async () => {
      const ledger = await admin('POST', '/scripts/repayment-transaction-gl-account/run', staff, {});
      expect(ledger.status).toBe(202);
      expect(ledger.body.data).toMatchObject({ jobId: expect.any(String), projectors: ['ledger'] });
      const status = await api.request({ method: 'GET', url: `/api/v1/admin/projections/rebuilds/${ledger.body.data.jobId}`, headers: staff });
      expect(status.status).toBe(200);
      expect(status.body.data).toMatchObject({ projector: 'ledger' });
      const costing = await admin('POST', '/scripts/update-transaction-purchase-average/run', staff, {});
      expect(costing.body.data.projectors).toEqual(['reports']);
      const yearly = await admin('POST', '/scripts/inventory/yearly-script/run', staff, { year: 2025 });
      expect(yearly.status).toBe(202);
      expect(yearly.body.data.jobIds).toHaveLength(2);
      expect((await admin('POST', '/scripts/inventory/yearly-script/run', staff, { year: 'last' })).status).toBe(400);
      expect((await admin('POST', '/scripts/inventory/yearly-script/run', staff, { year: 2025, extra: true })).status).toBe(400);
    });
  });

  it('keeps the owner working throughout', async () => {
    expect((await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as(owner) })).status).toBe(200);
  });
});
