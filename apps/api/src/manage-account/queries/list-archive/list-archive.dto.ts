import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto } from '../../../common/http/paging.js';
import { ARCHIVE_LIST_TYPES, type ArchiveListType } from '../../http/archive-access.js';

export class ListArchiveQueryDto extends PagingQueryDto {
  @ApiProperty({ enum: ARCHIVE_LIST_TYPES, description: 'Which archive: archived products, services or contacts, or voided transactions' })
  @IsIn(ARCHIVE_LIST_TYPES, { message: `type must be one of ${ARCHIVE_LIST_TYPES.join(', ')}` })
  type!: ArchiveListType;

  @ApiPropertyOptional({ type: String, description: 'Words searched in names (and, for transactions, the reference and description)' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;
}
