import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString } from 'class-validator';
import { CONTACT_KINDS } from '@ledgerline/ledger';

const text = (field: string) => ({ message: `${field} must be text` });

/** Spec 001 §2 "Create-entity form". The ledger's decider checks the values and names the field. */
export class CreateContactDto {
  @ApiPropertyOptional({ example: 'Ada', description: 'Required (or give name)' })
  @IsOptional()
  @IsString(text('firstName'))
  firstName?: string;

  @ApiPropertyOptional({ example: 'Obi' })
  @IsOptional()
  @IsString(text('lastName'))
  lastName?: string;

  @ApiPropertyOptional({ example: 'Ada Obi', description: 'The whole name as one string, split on the first space (instead of firstName and lastName)' })
  @IsOptional()
  @IsString(text('name'))
  name?: string;

  @ApiPropertyOptional({ example: 'ada@example.com' })
  @IsOptional()
  @IsString(text('email'))
  email?: string;

  @ApiPropertyOptional({ example: '+234 803 123 4567', description: 'At least 6 digits' })
  @IsOptional()
  @IsString(text('phone'))
  phone?: string;

  @ApiPropertyOptional({ example: 'Obi & Sons' })
  @IsOptional()
  @IsString(text('company'))
  company?: string;

  @ApiPropertyOptional({ example: 'https://obi.example.com' })
  @IsOptional()
  @IsString(text('website'))
  website?: string;

  @ApiPropertyOptional({ example: '12 Broad Street' })
  @IsOptional()
  @IsString(text('address1'))
  address1?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(text('address2'))
  address2?: string;

  @ApiPropertyOptional({ example: 'Lagos' })
  @IsOptional()
  @IsString(text('city'))
  city?: string;

  @ApiPropertyOptional({ example: 'Lagos' })
  @IsOptional()
  @IsString(text('state'))
  state?: string;

  @ApiPropertyOptional({ example: '100001' })
  @IsOptional()
  @IsString(text('postCode'))
  postCode?: string;

  @ApiPropertyOptional({ example: 'Nigeria' })
  @IsOptional()
  @IsString(text('country'))
  country?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(text('description'))
  description?: string;

  @ApiPropertyOptional({ enum: CONTACT_KINDS, isArray: true, example: ['customer'] })
  @IsOptional()
  @IsArray({ message: `kinds must be a list of: ${CONTACT_KINDS.join(', ')}` })
  kinds?: unknown[];
}
