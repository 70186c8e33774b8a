import type { Language } from '@krov/contracts';
import type { AccountsService } from '../accounts/ports.ts';

/** The owner of a listing as the listings module needs them. */
export interface ListingOwner {
  id: string;
  name: string;
  email: string;
  language: Language;
  phoneNumberVerified: boolean;
  /** The verified number (the counted phone reveal), else null. */
  verifiedPhoneNumber: string | null;
  /** Storage key of the profile photo. */
  profileImage: string | null;
  memberSince: Date;
}

export interface Owners {
  /** The user, or Unauthorized when the account is gone. */
  byId(userId: string): Promise<ListingOwner>;
}

/** The owners come from the accounts service (never from its tables). */
export function ownersFromAccounts(accounts: Pick<AccountsService, 'requireUser'>): Owners {
  return {
    async byId(userId) {
      const user = await accounts.requireUser(userId);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        language: user.language,
        phoneNumberVerified: user.phoneNumberVerifiedAt !== null,
        verifiedPhoneNumber: user.phoneNumberVerifiedAt ? user.phoneNumber : null,
        profileImage: user.profileImage,
        memberSince: user.createdAt,
      };
    },
  };
}
