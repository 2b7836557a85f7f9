import { expect, type Page } from '@playwright/test';
import { formatDA } from '../../packages/domain/src/money.ts';

/** invoice amounts as the print page writes them: fr-DZ, 2 decimals, DA */
export const invoiceDA = (centimes: number) => formatDA(centimes, 2);

export const BUSINESS = {
  businessName: 'Auto Location El Djazair',
  businessAddress: '12 rue Didouche Mourad, Alger',
  businessPhone: '021 00 11 22',
  businessEmail: 'contact@eldjazair.dz',
  rc: '16/00-1234567 B 21',
  nif: '000016001234567',
  nis: '000116010012345',
  ai: '16010012345',
};

/** the business header (and VAT rate in basis points, null = off) of later invoices */
export async function setBusiness(page: Page, vatRateBp: number | null = null) {
  const response = await page.request.put('/api/settings', { data: { ...BUSINESS, vatRateBp } });
  expect(response.status(), await response.text()).toBe(200);
}
