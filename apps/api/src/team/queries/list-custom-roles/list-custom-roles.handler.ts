import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { loadTeamState } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import type { CustomRoleView } from '../../views/custom-role-view.js';
import { ListCustomRolesQuery } from './list-custom-roles.query.js';

/** The business's custom roles by name (spec 000 §3: `_id, roleName, access`). */
@QueryHandler(ListCustomRolesQuery)
export class ListCustomRolesHandler implements IQueryHandler<ListCustomRolesQuery, CustomRoleView[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: ListCustomRolesQuery): Promise<CustomRoleView[]> {
    const state = await loadTeamState(this.runtime.pool, query.businessId);
    return Object.values(state.roles)
      .map((role) => ({ _id: role.roleId, roleName: role.roleName, access: [...role.access] }))
      .sort((a, b) => a.roleName.localeCompare(b.roleName) || a._id.localeCompare(b._id));
  }
}
