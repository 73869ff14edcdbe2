import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBooleanString, IsOptional } from 'class-validator';

export class ListBusinessesQueryDto {
  @ApiPropertyOptional({ example: 'true', description: 'Also the sub-businesses of the businesses you own that you are not a member of' })
  @IsOptional()
  @IsBooleanString({ message: 'all must be true or false' })
  all?: string;
}
