import { Query } from '@nestjs/cqrs';
import type { CustomRoleView } from '../../views/custom-role-view.js';

export class ListCustomRolesQuery extends Query<CustomRoleView[]> {
  constructor(readonly businessId: string) {
    super();
  }
}
