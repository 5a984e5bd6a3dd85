import type { Model, Provider } from '@chat/protocol';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModelPicker } from './model-picker';

const model = (id: string, name: string, input: string[], output: string[], maxFreeChat: number): Model => ({
  _id: id,
  name,
  provider: '',
  maxFreeChat,
  isDefault: false,
  capabilities: { input, output, web: true },
});
const providers: Provider[] = [
  {
    _id: 'openai',
    name: 'OpenAI',
    models: [
      model('mini', 'GPT mini with a rather long full name', ['text', 'image', 'pdf'], ['text', 'image'], 20),
      model('paid', 'GPT paid', ['text'], ['text'], 0),
    ],
  },
  { _id: 'local', name: 'Local', models: [model('llama', 'Llama', ['text', 'image'], ['text'], 5)] },
];

const renderPicker = (onChange = vi.fn()) => {
  render(<ModelPicker providers={providers} provider="openai" model="mini" onChange={onChange} />);
  return onChange;
};

describe('the model picker (issue 18)', () => {
  it('shows the chosen model in full, and lists the models by provider with what they can do and whether they are free', async () => {
    renderPicker();
    const button = screen.getByRole('button', { name: 'Model: GPT mini with a rather long full name' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    const listbox = await screen.findByRole('listbox', { name: 'Model' });
    // The popup is a lazy chunk: its focus effect may run after the listbox is on the page.
    await waitFor(() => expect(listbox).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const openai = within(listbox).getByRole('group', { name: 'OpenAI' });
    expect(
      within(openai)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(2);
    const mini = screen.getByRole('option', { name: 'GPT mini with a rather long full name' });
    expect(mini).toHaveAttribute('aria-selected', 'true');
    expect(mini).toHaveAccessibleDescription('Sees images Creates images Reads PDFs Free');
    expect(screen.getByRole('option', { name: 'GPT paid' })).toHaveAccessibleDescription('');
    expect(within(screen.getByRole('group', { name: 'Local' })).getByRole('option')).toHaveAccessibleDescription(
      'Sees images Free',
    );
  });

  it('is used with the keyboard: arrows move, Enter chooses and gives the focus back; Escape closes without a change', async () => {
    const onChange = renderPicker();
    const button = screen.getByTestId('model-picker');
    fireEvent.click(button);
    const listbox = await screen.findByRole('listbox');
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    fireEvent.keyDown(listbox, { key: 'ArrowDown' });
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Llama' }).id);
    fireEvent.keyDown(listbox, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('local', 'llama');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.keyDown(await screen.findByRole('listbox'), { key: 'End' });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });
});
