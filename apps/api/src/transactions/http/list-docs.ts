export const PAGE_DESCRIPTION = '{ success, data: { data: [transaction], page, limit, total, totalPages } }, newest first unless sort/mode say otherwise';
