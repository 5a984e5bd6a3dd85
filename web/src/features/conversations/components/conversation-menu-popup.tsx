import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { useLayoutEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { menuItemClass, menuPanelClass, useMenuKeys } from '@/lib/use-menu-keys';
import type { ConversationMenuItem } from './conversation-menu';

/** Room kept between the menu and the window's edges, in pixels. */
const EDGE = 8;

export interface ConversationMenuPopupProps {
  id: string;
  label: string;
  items: ConversationMenuItem[];
  start: 'first' | 'last';
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The open menu, drawn on the page's top layer (a portal) so the sidebar's scrolling list does not
 * clip it. Floating UI places it under its button, above when the window ends first (flip), and
 * slides it sideways to stay whole inside the window (shift), wherever the button is (issue 38).
 */
export function ConversationMenuPopup({ id, label, items, start, trigger, onClose }: ConversationMenuPopupProps) {
  const { menu, onKeyDown } = useMenuKeys({ start, trigger, onClose });
  const { refs, floatingStyles } = useFloating({
    strategy: 'fixed',
    placement: 'bottom-start',
    middleware: [offset(4), flip({ padding: EDGE }), shift({ padding: EDGE })],
    whileElementsMounted: autoUpdate,
  });

  // Both elements are already held by refs (the button's outside this lazily loaded chunk, the
  // menu's in useMenuKeys): they are handed over once mounted, before the first paint.
  useLayoutEffect(() => {
    refs.setReference(trigger.current);
    refs.setFloating(menu.current);
  }, [refs, trigger, menu]);

  return createPortal(
    <div
      ref={menu}
      id={id}
      role="menu"
      tabIndex={-1}
      aria-label={label}
      onKeyDown={onKeyDown}
      style={floatingStyles}
      className={`z-50 max-w-[calc(100vw-16px)] min-w-52 ${menuPanelClass}`}
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
    </div>,
    document.body,
  );
}
