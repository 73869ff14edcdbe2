import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { listSubBusinesses, listUserBusinesses, type UserBusiness } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { ListBusinessesQuery, type BusinessListItem } from './list-businesses.query.js';

@QueryHandler(ListBusinessesQuery)
export class ListBusinessesHandler implements IQueryHandler<ListBusinessesQuery, BusinessListItem[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: ListBusinessesQuery): Promise<BusinessListItem[]> {
    const db = this.runtime.pool;
    const memberships = await listUserBusinesses(db, query.userId);
    const listed: (Omit<UserBusiness, 'role'> & { role: UserBusiness['role'] | null })[] = [...memberships];
    if (query.all) {
      const seen = new Set(memberships.map((business) => business.businessId));
      for (const owned of memberships.filter((business) => business.role === 'owner')) {
        for (const sub of await listSubBusinesses(db, owned.businessId)) {
          if (seen.has(sub.businessId)) continue;
          seen.add(sub.businessId);
          listed.push({ businessId: sub.businessId, name: sub.name, role: null, parentBusinessId: sub.parentBusinessId });
        }
      }
    }
    const emails = await this.emailsOf(listed.map((business) => business.businessId));
    return listed.map((business) => ({
      _id: business.businessId,
      name: business.name,
      org: business.businessId,
      orgEmail: emails.get(business.businessId) ?? null,
      role: business.role,
      isSubBusiness: business.parentBusinessId !== null,
      parentBusinessId: business.parentBusinessId,
      current: business.businessId === query.currentBusinessId,
    }));
  }

  private async emailsOf(businessIds: string[]): Promise<Map<string, string>> {
    if (businessIds.length === 0) return new Map();
    const { rows } = await this.runtime.pool.query<{ business_id: string; email: string | null }>(
      `SELECT business_id, profile->>'email' AS email FROM businesses WHERE business_id = ANY($1::uuid[])`,
      [businessIds],
    );
    return new Map(rows.filter((row) => row.email !== null).map((row) => [row.business_id, row.email as string]));
  }
}
