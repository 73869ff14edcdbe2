import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { searchTeamMembers } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { SearchMembersQuery, type MemberSearchView } from './search-members.query.js';

/** Members whose names (or, for those who may see them, e-mail addresses) contain `q`, by name. */
@QueryHandler(SearchMembersQuery)
export class SearchMembersHandler implements IQueryHandler<SearchMembersQuery, MemberSearchView[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: SearchMembersQuery): Promise<MemberSearchView[]> {
    const rows = await searchTeamMembers(this.runtime.pool, query.businessId, { q: query.q, limit: query.limit, matchEmail: query.withEmails });
    return rows.map((row) => {
      const view: MemberSearchView = { userId: row.userId, firstName: row.firstName, lastName: row.lastName, name: row.name, role: row.role };
      return query.withEmails ? { ...view, email: row.email } : view;
    });
  }
}
