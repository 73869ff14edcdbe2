import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { AdminListQueryDto, adminRangeOf } from '../../http/admin-query.js';

export { AdminListQueryDto } from '../../http/admin-query.js';

/** The admin lists over businesses: the list query and the partner to filter by (staff; a partner admin always sees their own). */
export class AdminBusinessesQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'Only the businesses this partner brought (staff)' })
  @IsOptional()
  @IsUUID('all', { message: 'partnerId must be a partner id' })
  partnerId?: string;
}

/** The inclusive day range of an admin list (the admin area's defaults: 2000-01-01 … today), as the SQL of these lists binds it. */
export function adminRange(query: { startDate?: string; endDate?: string }): { startDate: string; endDate: string } {
  const { from, to } = adminRangeOf(query);
  return { startDate: from, endDate: to };
}
