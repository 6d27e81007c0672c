import { invalid } from '../core/errors.ts';
import { int, type Input } from '../core/params.ts';
import { NUM } from '../core/nums.ts';

export const MAX_PER_PAGE = 100;

export interface Paging {
  page: number;
  per_page: number;
}

/** page >= 1 and 1 <= per_page <= 100, from the request or the defaults. */
export function readPaging(input: Input, defaultPerPage = 20): Paging {
  const page = int(input, 'page') ?? 1;
  const perPage = int(input, 'per_page') ?? defaultPerPage;
  if (page < 1) throw invalid(NUM.PAGE_OUT_OF_RANGE, 'Parameter "page" must be 1 or more');
  if (perPage < 1 || perPage > MAX_PER_PAGE) {
    throw invalid(NUM.PER_PAGE_OUT_OF_RANGE, `Parameter "per_page" must be between 1 and ${MAX_PER_PAGE}`);
  }
  return { page, per_page: perPage };
}

/**
 * One page of `items`, the count of all of them and the count of pages (platform-notes §6 types
 * `pages_list` as a number, the count of pages; guess: an empty list still has one page).
 */
export function paginate<T>(items: readonly T[], paging: Paging): { items: T[]; total: number; pageCount: number } {
  const start = (paging.page - 1) * paging.per_page;
  return {
    items: items.slice(start, start + paging.per_page),
    total: items.length,
    pageCount: Math.max(1, Math.ceil(items.length / paging.per_page)),
  };
}
