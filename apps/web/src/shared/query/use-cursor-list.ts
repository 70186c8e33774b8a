import {
  type InfiniteData,
  type PlaceholderDataFunction,
  type QueryKey,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** The pages of a list not loaded yet (one array, so effects that read `pages` do not run again). */
const noPages: never[] = [];

/** A page of one of the api's cursor lists: its items and where the next page starts (none: the last). */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor?: string | null;
}

export type CursorPages<Page> = InfiniteData<Page, string | undefined>;

/** The item type of a page. */
export type ItemOf<Page extends CursorPage<unknown>> = Page['items'][number];

export interface CursorListOptions<Page extends CursorPage<unknown>> {
  queryKey: QueryKey;
  /** Reads one page: `cursor` is undefined for the first (unless `firstCursor` says where it starts). */
  fetchPage(cursor: string | undefined, signal: AbortSignal): Promise<Page>;
  /**
   * An item's identity: an item met again on a later page (it moved up between two loads) is shown
   * once, where it first came. Without it every item is shown as the pages hold them.
   */
  keyOf?(item: ItemOf<Page>): string;
  /** Where the first page starts (the pages after a server-rendered one). */
  firstCursor?: string;
  enabled?: boolean;
  gcTime?: number;
  staleTime?: number;
  retry?: boolean;
  placeholderData?: CursorPages<Page> | PlaceholderDataFunction<CursorPages<Page>, Error, CursorPages<Page>>;
}

/** A cursor list as a view shows it; `ListStates`/`AdminListStates` read the first five. */
export interface CursorList<Page extends CursorPage<unknown>> {
  items: ItemOf<Page>[];
  /** The first page has come (a failure after it keeps what was loaded). */
  loaded: boolean;
  /** The first page failed: nothing to show but the failure and a retry. */
  failed: boolean;
  retry(): void;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loads the next page, unless one is loading or there is none. */
  loadMore(): void;
  /** What the first page's failure was (the api's error), when `failed`. */
  error: Error | null;
  /** The last read failed, the first page or a later one. */
  lastFailed: boolean;
  /** A page is being read (the first, a later one, or again). */
  fetching: boolean;
  /** The answer on screen is the previous key's, kept while the new one loads (`placeholderData`). */
  placeholder: boolean;
  pages: Page[];
  /** Changes the cached pages' items (an answer that replaces one, a removal). */
  updateItems(change: (items: ItemOf<Page>[]) => ItemOf<Page>[]): void;
}

/**
 * Every paged list of the web (the api's `?cursor=` pages, "Show more"): one TanStack infinite
 * query with the list's states (loading, empty, failed, more) read the same way everywhere.
 */
export function useCursorList<Page extends CursorPage<unknown>>(
  options: CursorListOptions<Page>,
): CursorList<Page> {
  const { queryKey, fetchPage, keyOf, firstCursor, ...rest } = options;
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    ...rest,
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: firstCursor as string | undefined,
    getNextPageParam: (last: Page) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages ?? noPages;
  const failed = query.isError && query.data === undefined;
  return {
    items: distinct<ItemOf<Page>>(
      pages.flatMap((page) => page.items),
      keyOf,
    ),
    loaded: query.data !== undefined,
    failed,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    error: failed ? query.error : null,
    lastFailed: query.isError,
    fetching: query.isFetching,
    placeholder: query.isPlaceholderData,
    pages,
    updateItems: (change) =>
      queryClient.setQueryData<CursorPages<Page>>(queryKey, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
      ),
  };
}

/** The items once each by `keyOf` (the first one met stays), or all of them without it. */
export function distinct<Item>(items: Item[], keyOf?: (item: Item) => string): Item[] {
  if (!keyOf) return items;
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
