import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** PATCH /admin/businesses/{id}/deactivate: an optional note, kept in the event. */
export class DeactivateBusinessDto {
  @ApiPropertyOptional({ type: String, example: 'Requested by the owner', description: 'Why (kept in the event)' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason?: string;
}
