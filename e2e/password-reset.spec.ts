import { MAIN_PORT, OWNER } from '../playwright.config.ts';
import { expect, type Page, test } from './fixtures.ts';
import { type OwnServer, ownDatabase, ownServer } from './support/own-server.ts';
import { checkScreen } from './support/screens.ts';

/**
 * The password reset journey on a server of its own: without SMTP_URL the server writes each
 * mail to its log (at info level), and the test reads the link there, as a person would read
 * their mailbox. Its own server, because the journey changes the owner's password.
 */
let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = ownServer(MAIN_PORT + 22, ownDatabase(MAIN_PORT + 22), {
    LOG_LEVEL: 'info',
    APP_URL: `http://127.0.0.1:${MAIN_PORT + 22}`,
  });
  await own.start();
});

test.afterAll(async () => {
  await own?.stop();
});

/** every reset link the server has mailed so far, oldest first (read from its JSON log) */
function mailedLinks(): string[] {
  const links: string[] = [];
  for (const line of own.output().split('\n')) {
    let message = '';
    try {
      message = String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
    } catch {
      continue;
    }
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message);
    if (link) links.push(link[0]);
  }
  return links;
}

async function signInWith(page: Page, password: string) {
  await page.getByLabel('Username or email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('forgot password: the mailed link sets a new password, the old one stops working', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: own.url });
  const page = await context.newPage();
  const newPassword = `reset-${Date.now()}`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const email = page.getByLabel('Email');

  // a bad address is refused in the form; an unknown account gets the same answer as a real one
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await email.fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'a reset link is on its way' });
  await expect(sent).toHaveText(
    'If an account uses this e-mail, a reset link is on its way. It works once, within one hour.',
  );
  const answerForUnknown = await sent.textContent();
  expect(mailedLinks()).toEqual([]);

  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(OWNER.email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(sent).toHaveText(answerForUnknown ?? '');
  await checkScreen(page, 'forgot-password-sent');
  await expect.poll(() => mailedLinks().length, { timeout: 10_000 }).toBe(1);
  const [link = ''] = mailedLinks();
  expect(link.startsWith(`${own.url}/reset-password?token=`)).toBe(true);

  // signed out, the link opens its page, not the sign-in screen
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  const submit = page.getByRole('button', { name: 'Set new password' });
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Password should be at least 6 characters.');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByLabel('Confirm new password').fill(newPassword);
  await checkScreen(page, 'reset-password-form');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with your new password.',
  );

  // back to sign-in: the old password no longer works, the new one does
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signInWith(page, OWNER.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid username/email or password.');
  await signInWith(page, newPassword);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // the link works once
  const other = await browser.newContext({ baseURL: own.url });
  const second = await other.newPage();
  await second.goto(link);
  await second.getByLabel('New password', { exact: true }).fill('another-password');
  await second.getByLabel('Confirm new password').fill('another-password');
  await second.getByRole('button', { name: 'Set new password' }).click();
  await expect(second.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  await checkScreen(second, 'reset-password-invalid');
  // 'Request a new link' opens the form on the sign-in screen
  await second.getByRole('link', { name: 'Request a new link' }).click();
  await expect(second.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // a link without its token says the same at once
  await second.goto('/reset-password');
  await expect(second.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  await other.close();
  await context.close();
});
