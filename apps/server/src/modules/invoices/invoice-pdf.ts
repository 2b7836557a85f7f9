import type { Invoice, InvoiceData } from '@car-rental/domain/contract/invoices';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import { vatRatePercent } from '@car-rental/domain/invoices/invoice-totals';
import { formatDA } from '@car-rental/domain/money';
import { PDFDocument, type PDFImage, StandardFonts } from 'pdf-lib';
import { A4, MARGIN, Sheet } from './pdf-sheet.ts';

export interface PdfOptions {
  timeZone: string;
  /** an uploaded image by its storage name (for a logo at /uploads/<name>) */
  readImage: (name: string) => Promise<Uint8Array | undefined>;
}

export const chargeTypes = {
  cleaning: 'Cleaning',
  repair: 'Repair',
  fuel: 'Fuel',
  damage: 'Damage',
  other: 'Other',
} as const;

/** invoices show centimes: HT + VAT must visibly add up to TTC */
export const invoiceMoney = (amount: number) => formatDA(amount, 2);

const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);

async function embedLogo(doc: PDFDocument, header: BusinessHeader, options: PdfOptions) {
  const name = header.businessLogo?.match(/^\/uploads\/(.+)$/)?.[1];
  const bytes = name ? await options.readImage(name) : undefined;
  if (!bytes) return undefined;
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return doc.embedPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return doc.embedJpg(bytes);
  return undefined; // WebP and remote URLs are not embedded
}

function header(sheet: Sheet, invoice: Invoice, logo: PDFImage | undefined, date: string) {
  const b = invoice.data.business;
  const top = sheet.y;
  let x = MARGIN;
  if (logo) {
    const scaled = logo.scaleToFit(56, 56);
    sheet.page.drawImage(logo, { x, y: top - scaled.height, ...scaled });
    x += scaled.width + 12;
  }
  sheet.line({ x, size: 16, bold: true }, b.businessName ?? 'Invoice');
  for (const value of [
    b.businessAddress,
    [b.businessPhone, b.businessEmail].filter(Boolean).join('  ·  '),
  ]) {
    if (value) sheet.line({ x, muted: true }, value);
  }
  const ids = (['rc', 'nif', 'nis', 'ai'] as const)
    .filter((key) => b[key])
    .map((key) => `${key.toUpperCase()}: ${b[key]}`);
  if (ids.length) sheet.line({ x, size: 9, muted: true }, ids.join('   '));
  const left = sheet.y;
  sheet.y = top;
  const right = A4.width - MARGIN;
  sheet.textRight(invoice.kind === 'rental' ? 'RENTAL INVOICE' : 'SALE INVOICE', right, {
    size: 14,
    bold: true,
  });
  sheet.down(20);
  sheet.textRight(`Invoice No. ${invoice.number}`, right, { bold: true });
  sheet.down(15);
  sheet.textRight(`Date: ${date}`, right);
  sheet.down(15);
  sheet.y = Math.min(sheet.y, left) - 6;
  sheet.rule(1.2);
}

function body(sheet: Sheet, data: InvoiceData, when: (iso: string) => string) {
  sheet.heading('Customer');
  const c = data.customer;
  const customer: [string, string][] = [
    ['Name', orNA(c.name)],
    ['Phone', orNA(c.phone)],
  ];
  if (data.kind === 'rental') customer.push(['Email', orNA(data.customer.email)]);
  customer.push(['License', orNA(c.license)]);
  sheet.facts(customer);
  sheet.heading('Vehicle');
  sheet.facts([
    ['Car', `${data.car.brandName} ${data.car.modelName}`],
    ['Plate', orNA(data.car.plate)],
    ['Year', orNA(data.car.year)],
    ['Color', orNA(data.car.color)],
  ]);
  if (data.kind === 'rental') {
    const km = (value: number | null) =>
      value === null ? 'N/A' : `${new Intl.NumberFormat('fr-DZ').format(value)} km`;
    const days = `${data.period.totalDays} ${data.period.totalDays === 1 ? 'day' : 'days'}`;
    sheet.heading('Rental period');
    sheet.facts([
      ['Start', when(data.period.start)],
      ['End', when(data.period.end)],
      ['Duration', days],
    ]);
    sheet.heading('Mileage');
    sheet.facts([
      ['Start', km(data.mileage.start)],
      ['End', km(data.mileage.end)],
      ['Driven', km(data.mileage.driven)],
    ]);
    sheet.heading('Charges');
    sheet.rule();
    sheet.amountRow(`Rental (${days})`, invoiceMoney(data.rentalAmount));
    for (const charge of data.charges) {
      sheet.amountRow(
        `${chargeTypes[charge.type]}: ${charge.description}`,
        invoiceMoney(charge.amount),
      );
    }
  } else {
    sheet.heading('Sale');
    sheet.facts([['Sale date', when(data.saleDate)]]);
    sheet.rule();
    if (data.listedPrice !== null) {
      sheet.amountRow('Listed price', invoiceMoney(data.listedPrice));
    }
    sheet.amountRow('Sale price', invoiceMoney(data.salePrice));
  }
  sheet.rule();
  const t = data.totals;
  if (t.vatRateBp !== null) {
    sheet.amountRow('Total HT', invoiceMoney(t.totalHt));
    sheet.amountRow(`VAT (${vatRatePercent(t.vatRateBp)} %)`, invoiceMoney(t.vat));
    sheet.amountRow('Total TTC', invoiceMoney(t.totalTtc), { bold: true, size: 12 });
  } else {
    sheet.amountRow('Total', invoiceMoney(t.totalTtc), { bold: true, size: 12 });
  }
}

/** the invoice as an A4 PDF: business header, identifiers, number, date, lines, totals */
export async function invoicePdf(invoice: Invoice, options: PdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.number}`);
  doc.setSubject(invoice.data.business.businessName ?? 'Invoice');
  doc.setCreationDate(new Date(invoice.createdAt));
  doc.setModificationDate(new Date(invoice.createdAt));
  const format = (withTime: boolean) =>
    new Intl.DateTimeFormat('fr-DZ', {
      timeZone: options.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      // a 24-hour clock: fr-DZ alone would print '09:30 PM'
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
  const dateTime = format(true);
  const sheet = new Sheet(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const logo = await embedLogo(doc, invoice.data.business, options);
  header(sheet, invoice, logo, format(false).format(new Date(invoice.createdAt)));
  body(sheet, invoice.data, (iso) => dateTime.format(new Date(iso)));
  sheet.down(12);
  sheet.line({ size: 9, muted: true }, 'Thank you for your business.');
  return doc.save();
}
