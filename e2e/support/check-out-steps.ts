import { expect, type Locator, type Page } from '@playwright/test';

/** the customer signs on the canvas with the mouse: a stroke across the pad */
export async function sign(page: Page, dialog: Locator, label = 'Customer signature') {
  const pad = dialog.getByLabel(label);
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.15, y);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.3, -0.25],
    [0.45, 0.2],
    [0.6, -0.2],
    [0.8, 0.15],
  ] as const) {
    await page.mouse.move(box.x + box.width * dx, y + box.height * dy, { steps: 4 });
  }
  await page.mouse.up();
}

/**
 * The Check-out dialog, opened: signed and confirmed with what it proposes (the odometer
 * typed when given); answers the contract number it shows, the dialog closed.
 */
export async function confirmCheckOut(page: Page, odometer?: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Check-out' });
  await expect(dialog).toBeVisible();
  if (odometer !== undefined) await dialog.getByLabel('Odometer (km)').fill(odometer);
  await sign(page, dialog);
  await dialog.getByRole('button', { name: 'Confirm check-out' }).click();
  const number = dialog.getByTestId('contract-number');
  await expect(number).toContainText(/CTR-\d{4}-\d{6}/);
  // its own save is a success, not 'already has its check-out' (issue 28 §17)
  await expect(dialog.getByRole('status')).toContainText('Check-out done');
  await expect(dialog.getByRole('status')).not.toContainText('already');
  const text = (await number.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  return text.match(/CTR-\d{4}-\d{6}/)![0];
}
