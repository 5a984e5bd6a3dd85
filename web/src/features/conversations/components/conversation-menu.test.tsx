import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Download, Share2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ConversationMenu, type ConversationMenuItem } from './conversation-menu';

function renderMenu() {
  const share = vi.fn();
  const exportMarkdown = vi.fn();
  const items: ConversationMenuItem[] = [
    { id: 'share', label: 'Share', Icon: Share2, onSelect: share },
    { id: 'export', label: 'Export as Markdown', Icon: Download, onSelect: exportMarkdown },
  ];
  render(<ConversationMenu name="Trip to Rome" items={items} />);
  return { share, exportMarkdown, trigger: screen.getByRole('button', { name: 'More actions for Trip to Rome' }) };
}

describe('a conversation\'s "More actions" menu (issue 20)', () => {
  it('opens from the keyboard on its first item, moves with the arrows, Home and End, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    // The open menu is a chunk of its own: it comes when first asked for.
    expect(await screen.findByRole('menu', { name: 'More actions for Trip to Rome' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Export as Markdown' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Export as Markdown' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs the chosen item once and closes; a press outside closes it without choosing', async () => {
    const user = userEvent.setup();
    const { trigger, share, exportMarkdown } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(exportMarkdown).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(share).not.toHaveBeenCalled();
  });
});
