import type { Invoice, InvoiceData, RentalInvoiceData } from '@car-rental/domain/contract/invoices';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import { isolate } from '@car-rental/domain/documents/isolate';
import {
  type ChargeType,
  type DocumentLanguage,
  documentLabels,
} from '@car-rental/domain/documents/labels';
import { vatRatePercent } from '@car-rental/domain/invoices/invoice-totals';
import { formatDA } from '@car-rental/domain/money';
import type { FontSource } from '../../lib/pdf/fonts.ts';
import { type OpenedImage, openImage, scaleToFit } from '../../lib/pdf/images.ts';
import { A4, createPdf, type Label, MARGIN, Sheet } from '../../lib/pdf/sheet.ts';
import { type Words, wordsFor } from '../../lib/pdf/words.ts';
import { extraLabel, extrasText } from './price-labels.ts';

export interface PdfOptions {
  timeZone: string;
  /** an uploaded image by its storage name (for a logo at /uploads/<name>) */
  readImage: (name: string) => Promise<Uint8Array | undefined>;
  fonts: FontSource;
  /** English by default; 'fr+ar' prints French and Arabic side by side */
  language?: DocumentLanguage;
}

/** invoices show centimes: HT + VAT must visibly add up to TTC */
export const invoiceMoney = (amount: number) => formatDA(amount, 2);

const numbers = new Intl.NumberFormat('fr-DZ');

/** dd/mm/yyyy, or dd/mm/yyyy HH:mm on a 24-hour clock, in the agency's time zone */
export function dateFormat(timeZone: string, withTime: boolean) {
  const format = new Intl.DateTimeFormat('fr-DZ', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    // a 24-hour clock: fr-DZ alone would print '09:30 PM'
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  });
  return (value: Date | string) => format.format(new Date(value));
}

/** a value or the language's "N/A" */
export function orNA(words: Words, value: string | number | null | undefined) {
  return value === null || value === undefined || value === ''
    ? words.value((l) => l.na)
    : String(value);
}

/** the block of titles at the end of the header: a bilingual title in French, then Arabic */
export function titleLines(labels: [Label, number, boolean][]): [string, number, boolean][] {
  return labels.flatMap(([label, size, bold]): [string, number, boolean][] =>
    typeof label === 'string'
      ? [[label, size, bold]]
      : [
          [label.fr, size, bold],
          [label.ar, size, bold],
        ],
  );
}

function header(
  sheet: Sheet,
  words: Words,
  invoice: Invoice,
  logo: OpenedImage | undefined,
  date: string,
) {
  const b = invoice.data.business;
  const top = sheet.y;
  const end = A4.width - MARGIN;
  const titles = titleLines([
    [words.say((l) => (invoice.kind === 'rental' ? l.rentalInvoice : l.saleInvoice)), 14, true],
    [words.say((l) => l.invoiceNo(invoice.number)), 10, true],
    [words.say((l) => l.date(date)), 10, false],
  ]);
  const titleWidth = Math.max(
    ...titles.map(([text, size, bold]) => sheet.width(text, { size, bold })),
  );
  for (const [text, size, bold] of titles) {
    sheet.textEnd(text, end, { size, bold });
    sheet.y -= size + 6;
  }
  const titlesEnd = sheet.y;
  sheet.y = top;
  let x = MARGIN;
  let logoEnd = top;
  if (logo) {
    const size = scaleToFit(logo, 56, 56);
    sheet.image(logo.image, { x, y: top - size.height, ...size });
    x += size.width + 12;
    logoEnd = top - size.height;
  }
  const width = end - titleWidth - 16 - x;
  const name = b.businessName ?? words.line((l) => l.invoice);
  sheet.paragraph(name, { x, width, size: 16, bold: true, direction: 'auto' });
  const contact = [b.businessPhone, b.businessEmail].filter(Boolean).join('  ·  ');
  for (const value of [b.businessAddress, contact]) {
    if (value) sheet.paragraph(value, { x, width, muted: true, direction: 'auto' });
  }
  const ids = (['rc', 'nif', 'nis', 'ai'] as const)
    .filter((key) => b[key])
    .map((key) => `${key.toUpperCase()}: ${b[key]}`);
  if (ids.length)
    sheet.paragraph(ids.join('   '), { x, width, size: 9, muted: true, direction: 'ltr' });
  sheet.y = Math.min(sheet.y, titlesEnd, logoEnd) - 6;
  sheet.rule(1.2);
}

function body(sheet: Sheet, words: Words, data: InvoiceData, when: (iso: string) => string) {
  const say = words.say;
  sheet.heading(say((l) => l.customer));
  const c = data.customer;
  const customer: [Label, string][] = [
    [say((l) => l.name), orNA(words, c.name)],
    [say((l) => l.phone), orNA(words, c.phone)],
  ];
  if (data.kind === 'rental')
    customer.push([say((l) => l.email), orNA(words, data.customer.email)]);
  customer.push([say((l) => l.license), orNA(words, c.license)]);
  sheet.facts(customer);
  sheet.heading(say((l) => l.vehicle));
  sheet.facts([
    [say((l) => l.car), `${data.car.brandName} ${data.car.modelName}`],
    [say((l) => l.plate), orNA(words, data.car.plate)],
    [say((l) => l.year), orNA(words, data.car.year)],
    [say((l) => l.color), orNA(words, data.car.color)],
  ]);
  if (data.kind === 'rental') {
    const km = (value: number | null) =>
      value === null ? orNA(words, null) : words.value((l) => l.km(numbers.format(value)));
    const days = words.value((l) => l.days(data.period.totalDays));
    sheet.heading(say((l) => l.rentalPeriod));
    sheet.facts([
      [say((l) => l.start), when(data.period.start)],
      [say((l) => l.end), when(data.period.end)],
      [say((l) => l.duration), days],
    ]);
    sheet.heading(say((l) => l.mileage));
    sheet.facts([
      [say((l) => l.start), km(data.mileage.start)],
      [say((l) => l.end), km(data.mileage.end)],
      [say((l) => l.driven), km(data.mileage.driven)],
    ]);
    sheet.heading(say((l) => l.charges));
    sheet.rule();
    rentalLines(sheet, words, data);
    for (const charge of data.charges) {
      sheet.amountRow(
        chargeLabel(words, charge.type, charge.description),
        invoiceMoney(charge.amount),
      );
    }
  } else {
    sheet.heading(say((l) => l.sale));
    sheet.facts([[say((l) => l.saleDate), when(data.saleDate)]]);
    sheet.rule();
    if (data.listedPrice !== null) {
      sheet.amountRow(
        say((l) => l.listedPrice),
        invoiceMoney(data.listedPrice),
      );
    }
    sheet.amountRow(
      say((l) => l.salePrice),
      invoiceMoney(data.salePrice),
    );
  }
  sheet.rule();
  const t = data.totals;
  if (t.vatRateBp !== null) {
    const percent = vatRatePercent(t.vatRateBp);
    sheet.amountRow(
      say((l) => l.totalHt),
      invoiceMoney(t.totalHt),
    );
    sheet.amountRow(
      say((l) => l.vat(String(percent))),
      invoiceMoney(t.vat),
    );
    sheet.amountRow(
      say((l) => l.totalTtc),
      invoiceMoney(t.totalTtc),
      { bold: true, size: 12 },
    );
  } else {
    sheet.amountRow(
      say((l) => l.total),
      invoiceMoney(t.totalTtc),
      { bold: true, size: 12 },
    );
  }
}

/**
 * The rental's lines (issue 33, decision 0047): the days used, each extra and the discount
 * when they add up to the rental's amount; otherwise the rental's amount on one line, the
 * extras and the discount told under it. A rental without extras nor discount: one line.
 */
function rentalLines(sheet: Sheet, words: Words, data: RentalInvoiceData) {
  const rental = words.say((l) => l.rentalLine(l.days(data.period.totalDays)));
  const price = data.rentalPrice;
  if (!price?.addsUp) {
    sheet.amountRow(rental, invoiceMoney(data.rentalAmount));
    if (price) {
      const discount = price.discount > 0 ? invoiceMoney(price.discount) : null;
      sheet.paragraph(extrasText(words, price.extras, discount), { size: 9, muted: true });
    }
    return;
  }
  sheet.amountRow(rental, invoiceMoney(price.days));
  for (const extra of price.extras) {
    sheet.amountRow(extraLabel(words, extra), invoiceMoney(extra.amount));
  }
  if (price.discount > 0) {
    sheet.amountRow(
      words.say((l) => l.quote.discount),
      invoiceMoney(-price.discount),
    );
  }
}

/**
 * "Repair: new mirror": the charge's type in the document's language and its description
 * as typed, isolated (an Arabic description in a French line keeps its order). Bilingual:
 * the description once, in the French column; the Arabic column has the type alone.
 */
export function chargeLabel(words: Words, type: ChargeType, description: string): Label {
  const typed = description ? `${words.colon} ${isolate(description)}` : '';
  if (!words.bilingual) return words.say((l) => `${l.chargeTypes[type]}${typed}`);
  const { fr, ar } = documentLabels;
  return { fr: `${fr.chargeTypes[type]}${typed}`, ar: ar.chargeTypes[type] };
}

/** the business logo (an image uploaded at /uploads/<name>, read as PNG or JPEG), if any */
async function logoOf(pdf: PDFKit.PDFDocument, header: BusinessHeader, options: PdfOptions) {
  const name = header.businessLogo?.match(/^\/uploads\/(.+)$/)?.[1];
  const bytes = name ? await options.readImage(name).catch(() => undefined) : undefined;
  return openImage(pdf, bytes); // a remote URL is not fetched
}

/** the invoice as an A4 PDF: business header, identifiers, number, date, lines, totals */
export async function invoicePdf(invoice: Invoice, options: PdfOptions): Promise<Uint8Array> {
  const words = wordsFor(options.language ?? 'en');
  const { pdf, type, finish } = createPdf(
    {
      title: `Invoice ${invoice.number}`,
      subject: invoice.data.business.businessName ?? 'Invoice',
      date: new Date(invoice.createdAt),
    },
    await options.fonts.load(),
  );
  const sheet = new Sheet(pdf, type, words.direction, words.bilingual, words.colon);
  const logo = await logoOf(pdf, invoice.data.business, options);
  const dateTime = dateFormat(options.timeZone, true);
  header(sheet, words, invoice, logo, dateFormat(options.timeZone, false)(invoice.createdAt));
  body(sheet, words, invoice.data, dateTime);
  sheet.down(12);
  sheet.line(
    { size: 9, muted: true },
    words.line((l) => l.thanks),
  );
  return finish();
}
