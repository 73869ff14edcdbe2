import { Query } from '@nestjs/cqrs';
import type { CustomRoleView } from '../../commands/create-custom-role/create-custom-role.command.js';

export class ListCustomRolesQuery extends Query<CustomRoleView[]> {
  constructor(readonly businessId: string) {
    super();
  }
}
