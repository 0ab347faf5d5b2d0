/** A Spring-style page of an already filtered and sorted list. Pages are zero-based. */
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
  first: boolean;
  last: boolean;
}

export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const totalPages = Math.ceil(items.length / size);
  return {
    content: items.slice(page * size, page * size + size),
    totalPages,
    totalElements: items.length,
    number: page,
    size,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

/** Reads a zero-based page index and a page size from query parameters, with the endpoint's defaults. */
export function readPaging(url: URL, defaultSize: number, maxSize = 100): { page: number; size: number } {
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  const size = Number.parseInt(url.searchParams.get('size') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 0 ? page : 0,
    size: Number.isFinite(size) && size >= 1 ? Math.min(size, maxSize) : defaultSize,
  };
}

export function newestFirst<T extends { createdAt: string; id: number }>(a: T, b: T): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}
