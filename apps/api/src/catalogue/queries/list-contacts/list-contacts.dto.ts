import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTACT_GROUPS } from '@ledgerline/projections';
import { PagingQueryDto } from '../../../common/http/paging.js';

export class ListContactsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: CONTACT_GROUPS, description: 'customers: kind customer; suppliers: supplier or vendor; others: neither; absent: all' })
  @IsOptional()
  @IsIn(CONTACT_GROUPS, { message: `group must be one of: ${CONTACT_GROUPS.join(', ')}` })
  group?: (typeof CONTACT_GROUPS)[number];

  @ApiPropertyOptional({ description: 'Name, company, e-mail or phone contains this' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}
