import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, IsNotEmpty, MaxLength } from 'class-validator';
import { ARCHIVABLE_TYPES, type ArchivableType } from '../../http/archive-access.js';

export class ArchiveRecordDto {
  @ApiProperty({ enum: ARCHIVABLE_TYPES, example: 'product' })
  @IsIn(ARCHIVABLE_TYPES, { message: `type must be one of ${ARCHIVABLE_TYPES.join(', ')}` })
  type!: ArchivableType;

  @ApiProperty({ type: String, example: '3f1c2b7e-5a4d-4c3b-9e8f-1a2b3c4d5e6f', description: 'The product’s, service’s or contact’s id' })
  @IsString({ message: 'id must be text' })
  @IsNotEmpty({ message: 'id is required' })
  @MaxLength(100, { message: 'id must be at most 100 characters' })
  id!: string;
}
