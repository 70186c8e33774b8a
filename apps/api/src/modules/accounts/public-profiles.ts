import type { FileUrl } from '../files/file-urls.ts';
import type { AccountsRepository } from './accounts.repository.ts';

/** A user as others see them (a conversation's member): name and photo. */
export interface PublicProfile {
  userId: string;
  name: string;
  profileImage: string | null;
}

/** What other modules may read of other users: never an e-mail or a phone number. */
export function createPublicProfiles({
  repository,
  fileUrl,
}: {
  repository: Pick<AccountsRepository, 'profilesByIds' | 'idsNamedLike'>;
  fileUrl: FileUrl;
}) {
  return {
    /** By id; unknown ids are absent. */
    async byIds(ids: readonly string[]): Promise<Map<string, PublicProfile>> {
      const rows = await repository.profilesByIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            userId: row.id,
            name: row.name,
            profileImage: row.profileImage ? fileUrl(row.profileImage) : null,
          },
        ]),
      );
    },

    /** Those of the users whose name holds the text (case and diacritics ignored). */
    idsNamedLike: (ids: readonly string[], text: string): Promise<string[]> =>
      repository.idsNamedLike(ids, text),
  };
}

export type PublicProfiles = ReturnType<typeof createPublicProfiles>;
