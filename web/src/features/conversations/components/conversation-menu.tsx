import { Ellipsis, type LucideIcon } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { preloadable } from '@/lib/preloadable';
import { useMenuButton } from '@/lib/use-menu-keys';

/** One entry of a conversation's menu: add an entry to the list given to `ConversationMenu`. */
export interface ConversationMenuItem {
  /** Stable key, also the item's test id (`conversation-menu-<id>`). */
  id: string;
  label: string;
  Icon: LucideIcon;
  onSelect: () => void;
}

// The open menu and its positioning library come when a button is first pointed at, focused or
// pressed, not with the chat (the first-load budget).
const { Component: ConversationMenuPopup, preload } = preloadable(() =>
  import('./conversation-menu-popup').then((module) => module.ConversationMenuPopup),
);

/**
 * A conversation's "More actions" menu (WAI-ARIA menu button, the keys of `useMenuKeys`): Enter,
 * Space or ArrowDown opens it on the first item, ArrowUp on the last.
 */
export function ConversationMenu({
  name,
  items,
  className,
}: {
  name: string;
  items: ConversationMenuItem[];
  className?: string;
}) {
  const { t } = useTranslation();
  const { open, trigger, menuId, close, toggle, onTriggerKey } = useMenuButton();

  const label = t('conversations.more', { name });
  // A preload that failed is tried again when the menu opens.
  const warm = () => void preload().catch(() => undefined);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open ? true : false}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        onKeyDown={onTriggerKey}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <Ellipsis className="h-4 w-4" aria-hidden />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ConversationMenuPopup id={menuId} label={label} items={items} start={open} trigger={trigger} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
