import type { Customer, ProfileResponse } from '@chat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomInstructions } from './custom-instructions';

const customer: Customer = {
  _id: '0123456789abcdef01234567',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  email: 'ada@example.com',
  phone: null,
  locale: 'en',
  external: null,
  hasPassword: false,
  deletionRequestedAt: null,
  clearanceRequestedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  instructions: { about: '', style: '', enabled: true },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Pasted rather than typed: a character at a time is slow on a machine shared with other runs.
const user = userEvent.setup({ delay: null });
const write = async (field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

function renderSection() {
  const onProfile = vi.fn<(profile: ProfileResponse) => void>();
  render(<CustomInstructions customer={customer} onProfile={onProfile} />);
  return {
    onProfile,
    about: screen.getByLabelText('What should the assistant know about you?'),
    style: screen.getByLabelText('How should it answer?'),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

describe("the profile's custom instructions (issue 21)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the characters, and past 1,500 says so and offers nothing to save', async () => {
    const { about, save } = renderSection();
    expect(save).toBeDisabled();
    await write(about, 'I keep bees.');
    expect(screen.getAllByTestId('character-count')[0]).toHaveTextContent('12 / 1,500');
    expect(save).toBeEnabled();
    await write(about, 'b'.repeat(1_500));
    expect(screen.getAllByTestId('character-count')[0]).toHaveTextContent('1,512 / 1,500');
    expect(screen.getByRole('alert')).toHaveTextContent('Use at most 1,500 characters.');
    expect(about).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
  });

  it('saves both fields and the switch through PUT /customers, and shows a refusal as the server words it (§8)', async () => {
    const saved = { ...customer, instructions: { about: 'I keep bees.', style: 'Briefly.', enabled: false } };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        json(400, { message: 'Invalid body: instructions.about: must be at most 1500 characters', code: 'validation_failed' }),
      )
      .mockResolvedValueOnce(json(200, { customer: saved, model: null }));
    vi.stubGlobal('fetch', fetch);
    const { about, style, save, onProfile } = renderSection();
    await write(about, 'I keep bees.');
    await write(style, 'Briefly.');
    await user.click(screen.getByRole('checkbox', { name: /Use my custom instructions/ }));

    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid body: instructions.about: must be at most 1500 characters',
    );
    expect(onProfile).not.toHaveBeenCalled();

    await user.click(save);
    await vi.waitFor(() => expect(onProfile).toHaveBeenCalledWith({ customer: saved, model: null }));
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/customers');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      instructions: { about: 'I keep bees.', style: 'Briefly.', enabled: false },
    });
  });
});
