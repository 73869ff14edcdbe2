import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** Spec 001 §9 / 002 §9: page 1, 25 a page. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export class PagingQueryDto {
  @ApiPropertyOptional({ example: '1', default: '1' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'page must be a whole number from 1' })
  page?: string;

  @ApiPropertyOptional({ example: '25', default: '25', description: `At most ${MAX_PAGE_SIZE}` })
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  limit?: string;
}

export function paging(query: PagingQueryDto): { page: number; limit: number } {
  return { page: Number(query.page ?? 1), limit: Math.min(Number(query.limit ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE) };
}

/** A page as the lists answer it: the spec's `data, page, skip, total`, plus `limit`. */
export interface PagedAnswer<T> {
  data: T[];
  page: number;
  limit: number;
  skip: number;
  total: number;
}

export const pagedAnswer = <T>(data: T[], total: number, page: { page: number; limit: number }): PagedAnswer<T> => ({
  data,
  page: page.page,
  limit: page.limit,
  skip: (page.page - 1) * page.limit,
  total,
});
