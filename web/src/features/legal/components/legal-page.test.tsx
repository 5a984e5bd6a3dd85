import { LOCALES } from '@chat/protocol';
import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { TestRouter } from '@/test/router';
import { contactEmail, LEGAL_SECTIONS, type LegalPageName } from '../content';
import { LegalPage } from './legal-page';

function renderPage(page: LegalPageName) {
  render(
    <TestRouter path={`/legal/${page}`}>
      <LegalPage page={page} />
    </TestRouter>,
  );
}

afterAll(async () => changeLocale('en', { remember: false }));

describe('legal pages', () => {
  for (const locale of LOCALES) {
    for (const page of Object.keys(LEGAL_SECTIONS) as LegalPageName[]) {
      it(`${page} in ${locale}: every section has a translated heading and body, and the contact is a mail link`, async () => {
        await changeLocale(locale, { remember: false });
        renderPage(page);
        const article = screen.getByTestId('legal-page');
        const headings = within(article).getAllByRole('heading', { level: 2 });
        expect(headings).toHaveLength(LEGAL_SECTIONS[page].length);
        // No raw key ever reaches the screen.
        expect(article.textContent).not.toMatch(/legal\.\w+/);
        expect(article.textContent).not.toContain('{{');
        expect(within(article).getByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`);
        expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
      });
    }
  }

  it('states the 30-day deletion grace, the 7-day clearance and the AI providers (privacy, en)', async () => {
    await changeLocale('en', { remember: false });
    renderPage('privacy');
    const text = screen.getByTestId('legal-page').textContent;
    expect(text).toContain('30-day grace period');
    expect(text).toContain('within 7 days');
    for (const provider of ['OpenAI', 'Anthropic', 'Google', 'Ollama']) expect(text).toContain(provider);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5);
  });
});
