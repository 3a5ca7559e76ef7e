import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './constants';

/** Query of every `POST .../pagination?sort=&page=&size=` list; page counts from 1. */
export const paginationQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100000).default(DEFAULT_PAGE),
    size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    /** `field` or `field,asc` / `field,desc`; the service whitelists the fields. */
    sort: z
      .string()
      .max(60)
      .regex(/^[A-Za-z][A-Za-z0-9_.]*(,(asc|desc))?$/)
      .optional(),
  })
  .strict();
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
};

export function toPage<T>(content: T[], totalElements: number, page: number, size: number): Page<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
}

/** Parses `name,desc` into a field and a direction, defaulting to ascending. */
export function parseSort(sort: string | undefined, fallback: string): { field: string; direction: 1 | -1 } {
  const [field, direction] = (sort ?? fallback).split(',');
  return { field, direction: direction === 'desc' ? -1 : 1 };
}
