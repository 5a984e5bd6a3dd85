import { expect, test } from '@playwright/test';
import { QuotaPage } from '../pages/quota-page';
import { servers } from '../support/servers';
import { signInAsNewCustomer } from '../support/sign-in';

/**
 * On Free each model has its own allowance of maxFreeChat × 1000 tokens a day: GPT-4.1 on the `ai`
 * server gives 5 000. The fake model counts a character as a token and quotes the question, so
 * one long question uses GPT-4.1's day while 9 of the plan's 10 messages remain.
 */
const LONG_QUESTION = `Summarise this: ${'the quick brown fox jumps over the lazy dog '.repeat(70)}`;

test.describe("a model's free allowance", () => {
  test.use({ baseURL: servers.ai });
  test.setTimeout(60_000);

  test('used up: the line and the dialog name the model, the image prompt stays, another free model sends it', async ({
    page,
    isMobile,
  }) => {
    await signInAsNewCustomer(page, 'quota-model');
    const chat = new QuotaPage(page, isMobile);
    await chat.goto('/?conversation=general');
    await chat.chooseModel('GPT-4.1');
    await chat.send(LONG_QUESTION);
    await chat.waitForAnswer('Summarise this');
    await expect(chat.status).toHaveText("Today's free use of GPT-4.1 is over. Other models are still free.");

    await chat.imageMode.click();
    await expect(chat.imageMode).toHaveAttribute('aria-pressed', 'true');
    await chat.send('A red bicycle on a beach');
    const limit = chat.modelLimit('GPT-4.1');
    await expect(limit).toBeVisible();
    await expect(limit).toContainText("You've used today's free allowance for GPT-4.1. Other models are still free today");
    await expect(chat.messagesLimit).toBeHidden();
    await expect(chat.user.filter({ hasText: 'A red bicycle on a beach' })).toHaveCount(0);

    await limit.getByRole('button', { name: 'Use GPT-4o mini' }).click();
    await expect(limit).toBeHidden();
    await expect(chat.modelPicker).toHaveText('GPT-4o mini');
    await expect(chat.composer).toBeFocused();
    await expect(chat.composer).toHaveValue('A red bicycle on a beach');
    await expect(chat.imageMode).toHaveAttribute('aria-pressed', 'true');
    await expect(chat.status).toBeEmpty();

    await chat.composer.press('Enter');
    const picture = chat.assistant.last().getByRole('button', { name: /full size$/ });
    await expect(picture).toBeVisible({ timeout: 30_000 });
    await expect(chat.user.last()).toContainText('A red bicycle on a beach');
  });
});
