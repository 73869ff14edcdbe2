import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class NextSkuQueryDto {
  @ApiPropertyOptional({ enum: ['PRODUCT', 'SERVICE'], default: 'PRODUCT' })
  @IsOptional()
  @IsIn(['PRODUCT', 'SERVICE', 'product', 'service'], { message: 'type must be PRODUCT or SERVICE' })
  type?: string;
}
