import { Ellipsis, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/i18n';
import { menuItemClass, menuPanelClass, useMenuButton, useMenuKeys } from '@/lib/use-menu-keys';

/** One entry of a conversation's menu: add an entry to the list given to `ConversationMenu`. */
export interface ConversationMenuItem {
  /** Stable key, also the item's test id (`conversation-menu-<id>`). */
  id: string;
  label: string;
  Icon: LucideIcon;
  onSelect: () => void;
}

/**
 * A conversation's "More actions" menu (WAI-ARIA menu button, the keys of `useMenuKeys`): Enter,
 * Space or ArrowDown opens it on the first item, ArrowUp on the last. Drawn on the page's top layer
 * (a portal), so the sidebar's scrolling list does not clip it.
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
      >
        <Ellipsis className="h-4 w-4" aria-hidden />
      </button>
      {open
        ? createPortal(
            <MenuPopup id={menuId} label={label} items={items} start={open} trigger={trigger} onClose={close} />,
            document.body,
          )
        : null}
    </>
  );
}

interface MenuPopupProps {
  id: string;
  label: string;
  items: ConversationMenuItem[];
  start: 'first' | 'last';
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/** The open menu, under its button (above it when the window ends first). */
function MenuPopup({ id, label, items, start, trigger, onClose }: MenuPopupProps) {
  const { menu, onKeyDown } = useMenuKeys({ start, trigger, onClose });

  const [place, setPlace] = useState<{ top: number; right: number }>();

  // Placed before the first paint (an update in a layout effect renders again before the browser
  // paints); the item useMenuKeys focuses meanwhile is already on the page, so it takes the focus.
  useLayoutEffect(() => {
    if (!menu.current || !trigger.current) return;
    const box = trigger.current.getBoundingClientRect();
    const height = menu.current.offsetHeight;
    const top = box.bottom + 4 + height > window.innerHeight ? Math.max(8, box.top - 4 - height) : box.bottom + 4;
    setPlace({ top, right: Math.max(8, window.innerWidth - box.right) });
  }, [menu, trigger]);

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      tabIndex={-1}
      aria-label={label}
      onKeyDown={onKeyDown}
      style={place}
      className={`fixed z-50 min-w-52 ${menuPanelClass}`}
      data-testid="conversation-menu"
    >
      {items.map(({ id: itemId, label: itemLabel, Icon, onSelect }) => (
        <button
          key={itemId}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={menuItemClass}
          data-testid={`conversation-menu-${itemId}`}
          onClick={() => {
            onClose(true);
            onSelect();
          }}
        >
          <Icon className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{itemLabel}</span>
        </button>
      ))}
    </div>
  );
}
