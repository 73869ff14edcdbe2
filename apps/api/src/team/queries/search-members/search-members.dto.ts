import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsWholeNumber, wholeNumberParam } from '../../../common/http/paging.js';

export const MEMBER_SEARCH_LIMIT = 20;

/** The query of `GET /accounts/members/search`. */
export class SearchMembersQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'First name, last name or e-mail (owner and admin only) contains this, in any case; absent or blank: every member',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ type: Number, example: MEMBER_SEARCH_LIMIT, default: MEMBER_SEARCH_LIMIT, description: 'From 1 to 50' })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, 50)
  limit?: number;
}
