import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsString, ValidateNested } from 'class-validator';
import { JournalLineDto } from '../../journals/journal-line.dto.js';

/** The balances the business opens its books with; the difference goes to 3200 Retained earnings. */
export class RecordOpeningBalancesDto {
  @ApiProperty({ example: '2026-01-01', description: 'The day the books open, YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiProperty({ type: [JournalLineDto], description: 'Each account’s balance that day, a debit or a credit; an empty list takes the current set back' })
  @IsArray({ message: 'lines must be a list of { account, contact?, debit?, credit? }' })
  @ValidateNested({ each: true })
  @Type(() => JournalLineDto)
  lines: JournalLineDto[];
}
