import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /admin/businesses/{id}/clone: the copy's name (default: the source's name with " (copy)"). */
export class CloneBusinessDto {
  @ApiPropertyOptional({ type: String, example: 'Ada Stores Ikeja' })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name?: string;
}
