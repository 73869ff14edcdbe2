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
