'use client';

import { create } from 'zustand';
import { propertyPageApi } from './property-page-api';

/** A revealed number: as people write it, and as the phone dials it. `null`: the owner has none. */
export type RevealedPhone = { shown: string; dialled: string } | null;

interface PhoneRevealState {
  /** Per listing: undefined until revealed. */
  revealed: Record<string, RevealedPhone>;
  pending: Record<string, boolean>;
  /** Asks the api once per listing; answers whether the number (or its absence) is now known. */
  reveal(id: string): Promise<boolean>;
}

/**
 * The owner's number of a listing, revealed once and shown wherever the listing offers it: the
 * owner card and, on a phone, the contact bar at the bottom. Pressed in one, both show it.
 */
export const usePhoneRevealStore = create<PhoneRevealState>()((set, get) => ({
  revealed: {},
  pending: {},
  reveal: async (id) => {
    if (get().revealed[id] !== undefined) return true;
    if (get().pending[id]) return false;
    set((state) => ({ pending: { ...state.pending, [id]: true } }));
    try {
      const [{ phoneNumber }, { formatPhone }] = await Promise.all([
        propertyPageApi.phone(id),
        import('@/shared/format/phone'),
      ]);
      const phone = phoneNumber === null ? null : { shown: formatPhone(phoneNumber), dialled: phoneNumber };
      set((state) => ({ revealed: { ...state.revealed, [id]: phone } }));
      return true;
    } catch {
      // The api client has told the user.
      return false;
    } finally {
      set((state) => ({ pending: { ...state.pending, [id]: false } }));
    }
  },
}));
