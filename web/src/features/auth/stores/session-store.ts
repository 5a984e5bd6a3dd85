import type { Customer } from '@chat/protocol';
import { create } from 'zustand';
import { getItem, removeItem, setItem, storageKeys } from '@/lib/storage';

/**
 * Who is signed in (§4 Authentication). The customer and the authenticated flag are kept in
 * browser storage (§3) so a reload starts from what was known.
 */
interface SessionState {
  customer: Customer | undefined;
  authenticated: boolean;
  preferredModel: string | null;
  /** An operator of the console (issue 22), as the profile says: the account menu shows the way in. */
  operator: boolean;
  signIn: (customer: Customer, preferredModel: string | null, operator?: boolean) => void;
  signOutLocally: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  customer: getItem<Customer>(storageKeys.customer),
  authenticated: getItem<boolean>(storageKeys.authenticated) === true,
  preferredModel: null,
  operator: false,
  signIn(customer, preferredModel, operator = false) {
    setItem(storageKeys.customer, customer);
    setItem(storageKeys.authenticated, true);
    set({ customer, authenticated: true, preferredModel, operator });
  },
  signOutLocally() {
    // §4: logout clears the stored customer, the flag, the chat list and the conversation list.
    removeItem(storageKeys.customer);
    setItem(storageKeys.authenticated, false);
    removeItem(storageKeys.chats);
    removeItem(storageKeys.conversations);
    set({ customer: undefined, authenticated: false, preferredModel: null, operator: false });
  },
}));
