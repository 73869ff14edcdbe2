import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsNotEmpty, IsString } from 'class-validator';

/** POST /bank-reconciliation/matches: a statement line and the book entries that make it up. */
export class MatchBodyDto {
  @ApiProperty({ example: '3f2a…', description: 'A line of one of the business’s statements' })
  @IsString({ message: 'lineId is required' })
  @IsNotEmpty({ message: 'lineId is required' })
  lineId: string;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: 50,
    example: ['b81d…'],
    description: 'Book entries of the line’s bank account whose amounts add up to the line’s',
  })
  @IsArray({ message: 'entryIds must list 1 to 50 book entries' })
  @ArrayMinSize(1, { message: 'entryIds must list 1 to 50 book entries' })
  @ArrayMaxSize(50, { message: 'entryIds must list 1 to 50 book entries' })
  @ArrayUnique({ message: 'entryIds must not list an entry twice' })
  @IsString({ each: true, message: 'entryIds must list book entry ids' })
  @IsNotEmpty({ each: true, message: 'entryIds must list book entry ids' })
  entryIds: string[];
}
