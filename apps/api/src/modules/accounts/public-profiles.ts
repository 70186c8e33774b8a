import type { FileUrl } from '../files/ports.ts';
import type { AccountsRepository } from './accounts.repository.ts';

/** A user as others see them (a conversation's member): name and photo. */
export interface PublicProfile {
  userId: string;
  name: string;
  profileImage: string | null;
}

/** A user's name, address and language: for their agency's owner, admins and e-mails only. */
export interface UserContact {
  userId: string;
  name: string;
  email: string;
  language: 'bs' | 'en';
  role: 'user' | 'admin';
}

/**
 * What other modules may read of other users. `byIds` is what anyone may see (no e-mail, no phone
 * number); the contacts are for a user's own agency, the admins and the e-mails sent to them.
 */
export function createPublicProfiles({
  repository,
  fileUrl,
}: {
  repository: Pick<AccountsRepository, 'profilesByIds' | 'idsNamedLike' | 'contactsByIds' | 'userByEmail'>;
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

    /** By id; unknown ids are absent. */
    async contactsByIds(ids: readonly string[]): Promise<Map<string, UserContact>> {
      const rows = await repository.contactsByIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          { userId: row.id, name: row.name, email: row.email, language: row.language, role: row.role },
        ]),
      );
    },

    /** The account of an e-mail address (lower case), if there is one. */
    async contactByEmail(email: string): Promise<UserContact | undefined> {
      const row = await repository.userByEmail(email);
      return (
        row && { userId: row.id, name: row.name, email: row.email, language: row.language, role: row.role }
      );
    },

    /** Those of the users whose name holds the text (case and diacritics ignored). */
    idsNamedLike: (ids: readonly string[], text: string): Promise<string[]> =>
      repository.idsNamedLike(ids, text),
  };
}

export type PublicProfiles = ReturnType<typeof createPublicProfiles>;
