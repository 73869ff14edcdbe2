import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** When and why a journal is reversed; both optional. */
export class ReverseJournalEntryDto {
  @ApiPropertyOptional({ example: '2026-12-01', description: 'The reversal’s date, YYYY-MM-DD: the journal’s own when absent, never before it' })
  @IsOptional()
  @IsString({ message: 'date must be a date in the form YYYY-MM-DD' })
  date?: string;

  @ApiPropertyOptional({ example: 'Posted to the wrong expense account' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
