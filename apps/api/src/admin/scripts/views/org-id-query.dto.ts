import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** The scripts' optional `orgId`: one business instead of all. */
export class OrgIdQueryDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'Only this business' })
  @IsOptional()
  @IsUUID('all', { message: 'orgId must be a business id' })
  orgId?: string;
}
