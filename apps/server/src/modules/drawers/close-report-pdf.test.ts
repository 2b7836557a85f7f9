import type { DrawerDay } from '@car-rental/domain/contract/drawers';
import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { describe, expect, it } from 'vitest';
import { nodeFonts } from '../../lib/pdf/node-fonts.ts';
import { A4, MARGIN } from '../../lib/pdf/sheet.ts';
import { savePdf, words } from '../../test/pdf-read.ts';
import { closeReportPdf } from './close-report-pdf.ts';

// Issue 31 §3: the close report ends with its two signature boxes, and no blank page after
// them. A report whose boxes came to rest within 8 points of the page's bottom line gave a
// second page holding nothing but its footer (seen in e2e/till.spec.ts: 4 entries, 1 cheque).

const USER = 'a1b2c3d4-0000-4000-8000-000000000001';
const DAY = '2026-06-15';

const entry = (i: number): FundTransaction => ({
  id: `e0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  timestamp: '2026-06-15T10:00:00.000Z',
  type: i % 2 ? 'add_charge' : 'add_money',
  amount: 100_000 + i * 100,
  description: `Opération ${i}`,
  category: 'other',
  supplierId: null,
  supplierName: null,
  source: 'manual',
  bookedBy: null,
  method: 'cash',
  chequeNumber: null,
  chequeBank: null,
  userId: USER,
  userName: 'Amina',
  drawerDay: DAY,
  drawerClosed: true,
  correctsId: null,
});

/** a closed drawer of `count` cash entries, 500 DA short */
function closedDrawer(count: number): DrawerDay {
  return {
    userId: USER,
    userName: 'Amina',
    day: DAY,
    status: 'closed',
    openingFloat: 0,
    methods: [{ method: 'cash', moneyIn: 0, moneyOut: 0, count }],
    expectedCash: 300_000,
    cheques: [],
    depositsHeld: { cash: 0, cheque: 0 },
    entries: Array.from({ length: count }, (_, i) => entry(i)),
    close: {
      openingFloat: 0,
      expectedCash: 300_000,
      countedCash: 250_000,
      difference: -50_000,
      handedOver: 0,
      nextFloat: 250_000,
      chequesExpected: 0,
      chequesCounted: null,
      denominations: [],
      reason: 'Monnaie rendue deux fois',
      differenceEntryId: null,
      closedById: USER,
      closedByName: 'Amina',
      closedAt: '2026-06-15T18:00:00.000Z',
    },
    lastReopen: null,
  };
}

const business = {
  businessName: 'Auto Location El Djazair',
  businessAddress: null,
  businessPhone: null,
  businessEmail: null,
  businessLogo: null,
  rc: null,
  nif: null,
  nis: null,
  ai: null,
};

describe('the close report', () => {
  it('has something above the footer on every page, whatever the number of entries', async () => {
    const blank: number[] = [];
    // one more entry moves the signature boxes down by a row: across two pages' worth of
    // rows they come to rest at every height the rows allow above the bottom line
    for (let count = 0; count <= 40; count++) {
      const bytes = await closeReportPdf(closedDrawer(count), business, {
        timeZone: 'Africa/Algiers',
        fonts: nodeFonts,
        language: 'fr',
        readLogo: async () => undefined,
      });
      const found = await words(await savePdf(`cash-close-${count}-entries.pdf`, bytes));
      const pages = new Set(found.map((word) => word.page));
      for (const page of pages) {
        const content = found.some((word) => word.page === page && word.yMax < A4.height - MARGIN);
        if (!content) blank.push(count);
      }
    }
    expect(blank, 'reports with a page holding only its footer').toEqual([]);
  }, 60_000);
});
