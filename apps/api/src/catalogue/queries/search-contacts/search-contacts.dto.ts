import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class SearchContactsQueryDto {
  @ApiPropertyOptional({ description: 'Name, company, e-mail or phone contains this; blank finds nothing' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ example: '20', default: '20', description: 'At most 50' })
  @IsOptional()
  @Matches(/^([1-9]|[1-4]\d|50)$/, { message: 'limit must be a whole number from 1 to 50' })
  limit?: string;
}
