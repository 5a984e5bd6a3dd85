import { describe, expect, it } from 'vitest';
import { codeMessage } from './templates.ts';

describe('codeMessage', () => {
  it('greets a known customer by the full name exactly as typed, in their language', () => {
    expect(codeMessage('en', 'login', '123456', 10, 'Ion Popescu').text).toMatch(
      /^Hello Ion Popescu,\n\nYour Chat Assistant code is 123456/,
    );
    expect(codeMessage('ro', 'login', '123456', 10, 'Popescu').text).toMatch(/^Bună ziua, Popescu,\n\n/);
  });

  it('greets nobody without a name', () => {
    expect(codeMessage('fr', 'reset', '123456', 10).text).toMatch(/^Votre code Chat Assistant est 123456/);
    expect(codeMessage('fr', 'reset', '123456', 10, '  ').text).toMatch(/^Votre code/);
  });
});
