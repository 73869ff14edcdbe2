import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The body of the three danger-zone calls: the owner's current password (or, for an owner who signs in with Google only, the business's name). */
export class OwnerConfirmationDto {
  @ApiPropertyOptional({ type: String, example: 'correct horse battery staple', description: 'The owner’s current password' })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  @MaxLength(1024, { message: 'password must be at most 1024 characters' })
  password?: string;

  @ApiPropertyOptional({
    type: String,
    example: 'Test Stores',
    description: 'An owner without a password (Google sign-in only) types the business’s name instead',
  })
  @IsOptional()
  @IsString({ message: 'confirm must be text' })
  @MaxLength(500, { message: 'confirm must be at most 500 characters' })
  confirm?: string;
}
