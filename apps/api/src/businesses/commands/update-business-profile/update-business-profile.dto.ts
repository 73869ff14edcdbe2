import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/**
 * The business fields the two screens edit (both are one BusinessProfileUpdated, see
 * libs/ledger/src/business/business-profile.ts). Only fields given change; `null` or "" clears
 * one (not the name). Lengths and formats are the ledger's rules (400 naming the field). Unknown
 * fields — a role, a businessId, rolePermissions, the user's own names — are refused with 400.
 */
class BusinessDescriptionDto {
  @ApiPropertyOptional({ type: String, example: 'Ada Stores Ltd', description: 'Renames the business' })
  @IsOptional()
  @IsString({ message: 'businessName must be text' })
  businessName?: string;

  @ApiPropertyOptional({ type: String, example: 'Retail', nullable: true })
  @IsOptional()
  @IsString({ message: 'typeOfBusiness must be text' })
  typeOfBusiness?: string | null;

  @ApiPropertyOptional({ type: String, example: '12 Broad Street', nullable: true })
  @IsOptional()
  @IsString({ message: 'address must be text' })
  address?: string | null;

  @ApiPropertyOptional({ type: String, example: '+234 803 123 4567', nullable: true, description: 'At least 6 digits' })
  @IsOptional()
  @IsString({ message: 'phone must be text' })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Lagos', nullable: true })
  @IsOptional()
  @IsString({ message: 'city must be text' })
  city?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Lagos', nullable: true })
  @IsOptional()
  @IsString({ message: 'state must be text' })
  state?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Nigeria', nullable: true })
  @IsOptional()
  @IsString({ message: 'country must be text' })
  country?: string | null;

  @ApiPropertyOptional({ type: String, example: 'www.adastores.ng', nullable: true })
  @IsOptional()
  @IsString({ message: 'website must be text' })
  website?: string | null;

  @ApiPropertyOptional({ type: String, example: 'https://cdn.example.com/logos/ada.png', nullable: true, description: 'An http(s) URL' })
  @IsOptional()
  @IsString({ message: 'companyImage must be text' })
  companyImage?: string | null;
}

/**
 * PATCH /accounts/profile. No `email`: the profile screen shows the user's own e-mail and strips
 * it (spec 002 §5), so an `email` here would be ambiguous; the business's e-mail is the
 * organisation's.
 */
export class UpdateProfileDto extends BusinessDescriptionDto {}

/** PATCH /accounts/organization: the profile fields and the business's e-mail. */
export class UpdateOrganizationDto extends BusinessDescriptionDto {
  @ApiPropertyOptional({ type: String, example: 'hello@adastores.ng', nullable: true, description: 'The business’s e-mail (orgEmail)' })
  @IsOptional()
  @IsString({ message: 'email must be text' })
  email?: string | null;
}
