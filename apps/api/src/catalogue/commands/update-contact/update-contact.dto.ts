import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { CreateContactDto } from '../../contacts/contact.dto.js';

/**
 * PATCH /entities/update/{id}: the fields of creating, each optional; absent ones stay, a blank one
 * is cleared. Only firstName reads differently: a blank one is refused.
 */
export class UpdateContactDto extends PartialType(OmitType(CreateContactDto, ['firstName'] as const)) {
  @ApiPropertyOptional({ example: 'Ada', description: 'Blank is refused: First name is required' })
  @IsOptional()
  @IsString({ message: 'firstName must be text' })
  firstName?: string;
}
