import { create } from 'zustand';

/** Medium screens and up show the sidebar fixed beside the content (§2, §9: 250px / 300px). */
export const DESKTOP_QUERY = '(min-width: 48rem)';

const isDesktop = () => typeof window !== 'undefined' && window.matchMedia?.(DESKTOP_QUERY).matches === true;

interface SidebarState {
  /** Phone: the drawer is slid in. */
  mobileOpen: boolean;
  /** Desktop: the user hid the fixed sidebar with Ctrl/Cmd+B. */
  desktopHidden: boolean;
  toggle: () => void;
  close: () => void;
  openMobile: () => void;
}

export const useSidebarStore = create<SidebarState>((set) => ({
  mobileOpen: false,
  desktopHidden: false,
  toggle() {
    if (isDesktop()) set((state) => ({ desktopHidden: !state.desktopHidden }));
    else set((state) => ({ mobileOpen: !state.mobileOpen }));
  },
  close: () => set({ mobileOpen: false }),
  openMobile: () => set({ mobileOpen: true }),
}));
