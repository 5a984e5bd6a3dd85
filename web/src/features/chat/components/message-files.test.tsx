import type { StoredFile } from '@chat/protocol';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageFiles } from './message-files';

const file = (id: string, name: string, type: string, size: number): StoredFile => ({
  _id: id.padStart(24, '0'),
  name,
  type,
  size,
  url: `/api/files/${id.padStart(24, '0')}`,
});

describe('files on a message', () => {
  const files = [
    file('1', 'cat.png', 'image/png', 2048),
    file('2', 'report.pdf', 'application/pdf', 1_572_864),
    file('3', 'answer.mp3', 'audio/mpeg', 4000),
  ];

  it('shows images as thumbnails that open full size, and closes with Escape', async () => {
    render(<MessageFiles files={files} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open cat.png full size' }));
    // The dialog's code loads on first open.
    const dialog = await screen.findByRole('dialog', { name: 'cat.png' });
    expect(within(dialog).getByRole('img', { name: 'cat.png' })).toHaveAttribute('src', files[0]!.url);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers PDFs and other files as downloads with their name and size, and audio as a player', () => {
    const { container } = render(<MessageFiles files={files} />);
    const download = screen.getByRole('link', { name: 'Download report.pdf' });
    expect(download).toHaveAttribute('href', files[1]!.url);
    expect(download).toHaveAttribute('download', 'report.pdf');
    expect(download).toHaveTextContent('1.5 MB');
    const player = container.querySelector('audio');
    expect(player).toHaveAttribute('src', files[2]!.url);
    expect(player).toHaveAttribute('controls');
  });

  it('renders nothing for a message without files', () => {
    const { container } = render(<MessageFiles files={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
