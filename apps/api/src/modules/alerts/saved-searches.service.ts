import {
  filtersToJson,
  type NotifyFrequency,
  type SavedSearchResponse,
  type SearchFilters,
  savedSearchLimits,
} from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Places } from '../places/ports.ts';
import { createAlertsRepository, type SavedSearchRowWithCount } from './alerts.repository.ts';
import { matchColumnsOf } from './saved-search-columns.ts';

interface Dependencies {
  db: Database;
  places: Pick<Places, 'bySlug'>;
  clock: Clock;
}

/** The requests as their schemas parsed them. */
export interface CreateInput {
  filters: SearchFilters;
  notifyFrequency: NotifyFrequency;
}
export type UpdateInput = Partial<CreateInput>;

/**
 * The user's saved searches: at most 50, another user's answer NotFound. Saving the same filters
 * again (a double submit, the same search saved twice) keeps one search with the newer frequency.
 */
export function createSavedSearchesService(deps: Dependencies) {
  const { db, places, clock } = deps;
  const repository = createAlertsRepository(db);

  /** The filters' place, found; an unknown slug is NotFound, as the search answers it. */
  function placeOf(filters: SearchFilters) {
    if (filters.place === undefined) return null;
    const place = places.bySlug(filters.place);
    if (!place) throw new AppError('NotFound');
    return place;
  }

  function respond(row: SavedSearchRowWithCount): SavedSearchResponse {
    const placeName = row.filters.place ? (places.bySlug(row.filters.place)?.name ?? null) : null;
    return {
      id: row.id,
      filters: row.filters,
      placeName,
      notifyFrequency: row.notifyFrequency,
      createdAt: row.createdAt.toISOString(),
      newMatches: row.newMatches,
    };
  }

  async function mine(id: string, userId: string): Promise<SavedSearchResponse> {
    const row = await repository.one(id, userId);
    if (!row) throw new AppError('NotFound');
    return respond(row);
  }

  function columnsOf(filters: SearchFilters) {
    return { filters: filtersToJson(filters), ...matchColumnsOf(filters, placeOf(filters)) };
  }

  return {
    async list(userId: string): Promise<{ items: SavedSearchResponse[] }> {
      return { items: (await repository.list(userId)).map(respond) };
    },

    async create(userId: string, input: CreateInput): Promise<SavedSearchResponse> {
      const columns = columnsOf(input.filters);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const inTransaction = createAlertsRepository(tx);
        await inTransaction.lockUser(userId);
        const same = await inTransaction.withFilters(userId, columns.filters);
        if (same) {
          await inTransaction.update(same.id, userId, {
            notifyFrequency: input.notifyFrequency,
            updatedAt: now,
          });
          return same.id;
        }
        if ((await inTransaction.countOf(userId)) >= savedSearchLimits.perUser) {
          throw new AppError('SavedSearchLimit');
        }
        const row = await inTransaction.insert({
          userId,
          ...columns,
          notifyFrequency: input.notifyFrequency,
          createdAt: now,
          updatedAt: now,
          seenAt: now,
        });
        return row.id;
      });
      return mine(id, userId);
    },

    async update(id: string, userId: string, input: UpdateInput): Promise<SavedSearchResponse> {
      const changes = {
        ...(input.filters ? columnsOf(input.filters) : {}),
        ...(input.notifyFrequency ? { notifyFrequency: input.notifyFrequency } : {}),
        updatedAt: clock.now(),
      };
      if (!(await repository.update(id, userId, changes))) throw new AppError('NotFound');
      return mine(id, userId);
    },

    async delete(id: string, userId: string): Promise<void> {
      if (!(await repository.delete(id, userId))) throw new AppError('NotFound');
    },

    /** Opened: what matched until now is no longer new. */
    async seen(id: string, userId: string): Promise<SavedSearchResponse> {
      if (!(await repository.update(id, userId, { seenAt: clock.now() }))) throw new AppError('NotFound');
      return mine(id, userId);
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
