import type { Me, updateMeRequest } from '@krov/contracts';
import type { z } from 'zod';
import { request } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { reloadMe } from '../session';

/**
 * The body of PUT /api/users/me (any of name, email, phoneNumber, and the password trio), as its
 * contracts schema accepts it: the form and the api cannot disagree about it.
 */
export type ProfileChanges = z.input<typeof updateMeRequest>;

/**
 * PUT /api/users/me, then (docs/product/SPEC.md §7) the toast "You have successfully updated your profile" in the
 * page's language, then GET /api/users/me into the auth state. Rejects with the ApiError of a
 * failed PUT (already toasted by the api client) for the form to map its field errors.
 */
export async function updateProfile(changes: ProfileChanges, updatedText: string): Promise<Me> {
  const updated = await request('updateMe', { body: changes });
  toast.success(updatedText);
  return reloadMe().catch(() => updated);
}
