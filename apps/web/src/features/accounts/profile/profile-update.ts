import type { Me } from '@krov/contracts';
import { api } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { reloadMe } from '../session';

/** The body of PUT /api/users/me: any of name, email, phoneNumber, and the password trio. */
export interface ProfileChanges {
  name?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  newPasswordConfirmation?: string | undefined;
}

/**
 * PUT /api/users/me, then (docs/product/SPEC.md §7) the toast "You have successfully updated your profile" in the
 * page's language, then GET /api/users/me into the auth state. Rejects with the ApiError of a
 * failed PUT (already toasted by the api client) for the form to map its field errors.
 */
export async function updateProfile(changes: ProfileChanges, updatedText: string): Promise<Me> {
  const updated = await api.put<Me>('/api/users/me', changes);
  toast.success(updatedText);
  return reloadMe().catch(() => updated);
}
