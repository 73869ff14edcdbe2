import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { InvoiceFormDto } from '../../shared/invoice-form.dto.js';

/** PUT /invoice/update: the fields to change (a draft; an approved invoice by amendment), and/or a new status. */
export class UpdateInvoiceDto extends InvoiceFormDto {
  @ApiProperty({ description: 'The invoice id' })
  @IsString({ message: 'id is required' })
  id: string;

  @ApiPropertyOptional({ enum: ['draft', 'approved', 'void'] })
  @IsOptional()
  @IsIn(['draft', 'approved', 'void'], { message: "status must be 'draft', 'approved' or 'void'" })
  status?: 'draft' | 'approved' | 'void';
}
