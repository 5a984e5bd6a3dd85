import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n, useTranslation } from './i18n';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('common.tryAgain')}</p>;
}

describe('i18n', () => {
  afterEach(() => changeLocale('en', { remember: false }));

  it('interpolates values and picks the plural form of the language (Romanian has a "few")', async () => {
    const key = 'account.whatsapp.redirecting';
    expect(i18n.t(key, { count: 1 })).toBe('Going home in 1 second…');
    expect(i18n.t(key, { count: 3 })).toBe('Going home in 3 seconds…');
    await changeLocale('ro', { remember: false });
    expect(i18n.t(key, { count: 3 })).toBe('Revii la pagina principală în 3 secunde…');
    expect(i18n.t(key, { count: 20 })).toBe('Revii la pagina principală în 20 de secunde…');
  });

  it('shows a missing key as itself', () => {
    expect(i18n.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('renders components again in the new language and sets <html lang>', async () => {
    render(<Greeting />);
    expect(screen.getByText('Try again')).toBeInTheDocument();
    await act(() => changeLocale('fr', { remember: false }));
    expect(screen.queryByText('Try again')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it("loads the chat screen's messages first and those of other screens when one asks for them", async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    await fresh.initI18n('en');
    expect(fresh.i18n.t('chat.newConversation')).toBe('New Conversation');
    expect(fresh.i18n.t('plans.title')).toBe('plans.title');
    await fresh.loadPageMessages();
    expect(fresh.i18n.t('plans.title')).toBe('Plans');
  });

  it('renders a text of another screen once its messages arrive, when nothing asked for them first', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    await fresh.initI18n('en');
    function PlansTitle() {
      const { t } = fresh.useTranslation();
      return <h1>{t('plans.title')}</h1>;
    }
    render(<PlansTitle />);
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
  });
});
