import { create } from 'zustand';

interface SearchState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Whether the message search dialog is open (Ctrl/Cmd+K, the sidebar's Search). */
export const useSearchStore = create<SearchState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
