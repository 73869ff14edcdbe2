import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';

/** POST /bank-reconciliation/auto-match: the account, and the last day whose lines to pair. */
export class AutoMatchBodyDto {
  @ApiProperty({ example: '7c1e…', description: 'One of the business’s bank accounts' })
  @IsString({ message: 'bankAccountId is required' })
  @IsNotEmpty({ message: 'bankAccountId is required' })
  bankAccountId: string;

  @ApiPropertyOptional({ example: '2026-10-31', description: 'YYYY-MM-DD; default today in the business’s time zone' })
  @IsOptional()
  @IsString({ message: 'endDate must be a date written YYYY-MM-DD' })
  endDate?: string;
}
