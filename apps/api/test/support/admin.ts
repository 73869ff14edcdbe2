import { randomUUID } from 'node:crypto';
import { CreateAdminService } from '../../src/admin/auth/create-admin/create-admin.service.js';
import type { TestApi } from './test-api.js';

/**
 * The provider admin area's set-up for its tests (docs/admin.md): admins made as the operator CLI
 * makes them, signed in over HTTP, partners, and businesses linked to them. The flows themselves
 * (login, partner creation, team invites) are tested in the admin*.int-spec.ts files.
 */

export const ADMIN_PASSWORD = 'admin secret passphrase';

/** `Authorization: Bearer …` headers for api.request. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Logs an admin in over HTTP (asserting 200) and answers their bearer headers. */
export async function adminLogin(api: TestApi, email: string, password = ADMIN_PASSWORD): Promise<Record<string, string>> {
  const response = await api.request({ method: 'POST', url: '/api/v1/admin/auth/login', body: { email, password } });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return bearer(response.body.data.token);
}

/** A new admin (as `npm run cli -- admin:create` makes one): staff, or an admin of `partnerId`; a fresh address unless given. */
export async function createAdmin(
  api: TestApi,
  input: { role: 'staff' } | { role: 'partner'; partnerId: string },
  profile: { email?: string; name?: string } = {},
): Promise<{ adminId: string; email: string }> {
  const email = profile.email ?? `${input.role}-${randomUUID().slice(0, 8)}@ledgerline.example`;
  const name = profile.name ?? (input.role === 'staff' ? 'Ops Staff' : 'Partner Admin');
  const admin = await api.app.get(CreateAdminService).create({ email, name, password: ADMIN_PASSWORD, ...input });
  return { adminId: admin.adminId, email };
}

/** A new staff admin (named Ops Staff), signed in: their bearer headers. */
export async function signedInStaff(api: TestApi): Promise<Record<string, string>> {
  return adminLogin(api, (await createAdmin(api, { role: 'staff' })).email);
}

/** A partner row (as POST /admin/partners writes it, without the HTTP round trip): its id. */
export async function createPartner(api: TestApi, name: string): Promise<string> {
  const partnerId = randomUUID();
  await api.runtime.pool.query('INSERT INTO partners (partner_id, name, email) VALUES ($1, $2, $3)', [partnerId, name, `p-${partnerId}@example.com`]);
  return partnerId;
}

/** Records that the partner brought these businesses (as a partner's business invite does when used). */
export async function linkToPartner(api: TestApi, partnerId: string, ...businessIds: string[]): Promise<void> {
  for (const businessId of businessIds)
    await api.runtime.pool.query('INSERT INTO business_partners (business_id, partner_id) VALUES ($1, $2)', [businessId, partnerId]);
}

export interface AdminTeam {
  /** A staff admin's bearer headers (named Ops Staff). */
  staff: Record<string, string>;
  partnerId: string;
  /** The bearer headers of an admin of that partner. */
  partnerAdmin: Record<string, string>;
}

/** A staff admin, a partner named `partnerName`, and an admin of that partner, both signed in. */
export async function createAdminTeam(api: TestApi, partnerName: string): Promise<AdminTeam> {
  const staff = await signedInStaff(api);
  const partnerId = await createPartner(api, partnerName);
  const partnerAdmin = await adminLogin(api, (await createAdmin(api, { role: 'partner', partnerId })).email);
  return { staff, partnerId, partnerAdmin };
}

export type AdminRequest = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Record<string, string>, body?: unknown) => ReturnType<TestApi['request']>;

/** Requests to `/api/v1/admin<url>` as an admin: `staff` unless `who` says otherwise. */
export const adminRequests =
  (api: TestApi, staff: Record<string, string>): AdminRequest =>
  (method, url, who = staff, body) =>
    api.request({ method, url: `/api/v1/admin${url}`, headers: who, body });

/** The plain-text bodies of the e-mails the outbox holds for an address, oldest first. */
export async function mailsTo(api: TestApi, email: string): Promise<string[]> {
  const { rows } = await api.runtime.pool.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at', [email]);
  return rows.map((row) => row.text_body);
}
