import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { JournalLineDto } from '../../journals/journal-line.dto.js';

/** An adjusting journal (docs/manual-journals.md): two or more lines whose debits equal their credits. */
export class RecordJournalEntryDto {
  @ApiProperty({ example: '2026-11-30', description: 'The effective date, YYYY-MM-DD' })
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date: string;

  @ApiPropertyOptional({ example: 'JE-0042', description: 'Your own reference, unique among the journals; the next JE- number when absent' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  reference?: string;

  @ApiPropertyOptional({ example: 'Accrue November rent' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  memo?: string;

  @ApiProperty({ type: [JournalLineDto] })
  @IsArray({ message: 'lines must be a list of { account, contact?, description?, debit?, credit? }' })
  @ValidateNested({ each: true })
  @Type(() => JournalLineDto)
  lines: JournalLineDto[];
}
