import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTACT_GROUPS } from '@ledgerline/projections';
import { PagingQueryDto } from '../../../common/http/paging.js';

export class ListContactsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: CONTACT_GROUPS, description: 'customers: kind customer; suppliers: supplier or vendor; others: neither; absent: all' })
  @IsOptional()
  @IsIn(CONTACT_GROUPS, { message: `group must be one of: ${CONTACT_GROUPS.join(', ')}` })
  group?: (typeof CONTACT_GROUPS)[number];

  /** Spec 001 §7 names the list's filter `filter_by`: the same groups, read as `group` (which wins when both are sent). */
  @ApiPropertyOptional({ enum: CONTACT_GROUPS, description: 'The spec’s name for group' })
  @IsOptional()
  @IsIn(CONTACT_GROUPS, { message: `filter_by must be one of: ${CONTACT_GROUPS.join(', ')}` })
  filter_by?: (typeof CONTACT_GROUPS)[number];

  @ApiPropertyOptional({ description: 'Name, company, e-mail or phone contains this' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}
