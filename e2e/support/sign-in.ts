import type { Page } from '@playwright/test';
import { signInThroughApi, uniqueEmail } from './outbox';

/** A new customer signed in through the accounts API (code from the outbox); answers the e-mail. */
export async function signInAsNewCustomer(page: Page, label = 'chat'): Promise<string> {
  const email = uniqueEmail(label);
  await signInThroughApi(page, email);
  return email;
}
