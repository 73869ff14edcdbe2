import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString } from 'class-validator';
import { InvoiceFormDto } from '../../shared/invoice-form.dto.js';

/** POST /invoice/create: a draft, or approved at once with `status: 'approved'`; from an approved quotation with `quotationId`. */
export class CreateInvoiceDto extends InvoiceFormDto {
  @ApiPropertyOptional({ enum: ['draft', 'approved'], default: 'draft' })
  @IsOptional()
  @IsIn(['draft', 'approved'], { message: "status must be 'draft' or 'approved'" })
  status?: 'draft' | 'approved';

  @ApiPropertyOptional({ description: 'An approved quotation: the invoice takes its customer and lines' })
  @IsOptional()
  @IsString({ message: 'quotationId must be a quotation id' })
  quotationId?: string;

  @ApiPropertyOptional({ type: String, description: 'Ignored: the number is given by the server (prefix-NNN)' })
  @Allow()
  reference?: unknown;
}
