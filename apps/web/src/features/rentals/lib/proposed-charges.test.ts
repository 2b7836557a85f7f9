import type { ChargeFacts } from '@car-rental/domain/rentals/inspection';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ar } from '../../../locales/ar/index.ts';
import { fr } from '../../../locales/fr/index.ts';
import { keyedProposals } from './proposed-charges.ts';

beforeAll(() => {
  i18n.addResourceBundle('fr', 'rentals', fr.rentals, true, true);
  i18n.addResourceBundle('ar', 'rentals', ar.rentals, true, true);
});
afterEach(() => i18n.changeLanguage('en'));

const due = new Date('2026-06-10T10:00:00Z');
const facts: ChargeFacts = {
  checkOut: { odometerKm: 10_000, fuelEighths: 8, marks: [] },
  checkIn: {
    odometerKm: 10_901,
    fuelEighths: 5,
    marks: [{ id: 'm1', view: 'front', x: 0.5, y: 0.5, type: 'dent', note: 'capot' }],
  },
  totalDays: 3,
  dueAt: due,
  returnedAt: new Date(due.getTime() + 2 * 3_600_000),
  terms: {
    fuelPricePerEighth: 20_000,
    kmAllowancePerDay: 200,
    pricePerKm: 1_000,
    lateGraceMinutes: 60,
    latePricePerHour: 50_000,
  },
} as unknown as ChargeFacts;

const descriptions = () => keyedProposals(facts).map((charge) => charge.description);

describe('the proposed charges in the screen’s language (issue 16)', () => {
  it('keeps the rule’s own English', () => {
    expect(descriptions()).toEqual([
      'Fuel shortfall: 3/8 × 200 DA',
      'Km over the allowance: 301 km × 10 DA',
      'Late return: 1 h × 500 DA',
      'New dent (front): capot',
    ]);
  });

  it('words the same figures in French and Arabic, never in English', async () => {
    await i18n.changeLanguage('fr');
    expect(descriptions()).toEqual([
      'Carburant manquant : 3/8 × 200 DA',
      'Kilomètres au-delà du forfait : 301 km × 10 DA',
      'Retard de restitution : 1 h × 500 DA',
      `Nouveau dommage : ${fr.rentals.inspection.damageTypes.dent} (${fr.rentals.inspection.views.front}) : capot`,
    ]);
    await i18n.changeLanguage('ar');
    const arabic = descriptions();
    expect(arabic[0]).toBe('نقص في الوقود: 3/8 × 200 DA');
    expect(arabic[3]).toContain(ar.rentals.inspection.damageTypes.dent);
    for (const text of arabic) expect(text).not.toMatch(/Fuel|Km over|Late|New /);
  });
});
