import type { ApiResponse, Client } from './test-server.ts';

/**
 * Walks a keyset-paged list (`path` with its query, without a cursor) from the first page
 * to the last by following `nextCursor`, and answers every page in order. A page that is
 * not 200 ends the walk; callers check statuses and items.
 */
export async function everyPage(client: Client, path: string): Promise<ApiResponse[]> {
  const pages: ApiResponse[] = [];
  const separator = path.includes('?') ? '&' : '?';
  let cursor: string | null = null;
  do {
    if (pages.length === 100) throw new Error(`${path}: more than 100 pages`);
    const res: ApiResponse = await client.get(
      cursor ? `${path}${separator}cursor=${cursor}` : path,
    );
    pages.push(res);
    cursor = res.status === 200 ? res.body.nextCursor : null;
  } while (cursor);
  return pages;
}

/** the ids of a page's items */
export const idsOf = (page: ApiResponse): string[] =>
  page.body.items.map((item: { id: string }) => item.id);
