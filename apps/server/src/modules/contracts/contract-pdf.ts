import type { DepositView, InspectionView } from '@car-rental/domain/contract/inspections';
import { isolate } from '@car-rental/domain/documents/isolate';
import type { DocumentLabels } from '@car-rental/domain/documents/labels';
import { formatDA } from '@car-rental/domain/money';
import { counterPayment } from '@car-rental/domain/rentals/counter-payment';
import {
  carViews,
  type DamageMark,
  FUEL_EIGHTHS,
  newMarks,
} from '@car-rental/domain/rentals/inspection';
import { type OpenedImage, openImage, scaleToFit } from '../../lib/pdf/images.ts';
import { MARGIN, WIDTH } from '../../lib/pdf/sheet.ts';
import type { Rgb } from '../../lib/pdf/text.ts';
import { chargeLabel } from '../invoices/invoice-pdf.ts';
import { daysLabel, extraLabel } from '../invoices/price-labels.ts';
import { colors, outlines } from './car-outlines.ts';
import type { ContractDocument, ContractPdfOptions } from './contract-document.ts';
import {
  accessoryName,
  type Cell,
  checklist,
  type Fact,
  facts,
  footer,
  km,
  orNA,
  row,
  section,
  signatureImage,
  start,
  type Writer,
} from './contract-sheet.ts';

/**
 * Issue 15: the rental contract (check-out) and the return receipt (check-in) as A4 PDFs;
 * issue 16: in English, French, Arabic (right to left) or French and Arabic side by side.
 * Both share the header, the parties, the car diagram, the photo grid and the signature
 * boxes; every text goes through the Sheet (fonts embedded, wrapped, new page when full).
 */

const GAP = 8;

/** a label picked from the document's labels */
type Pick = (labels: DocumentLabels) => string;

// ---------------------------------------------------------------- the parties and the period

function parties(writer: Writer, doc: ContractDocument) {
  const { say } = writer;
  const c = doc.customer;
  section(
    writer,
    say((l) => l.customer),
  );
  facts(writer, [
    [say((l) => l.name), orNA(writer, c.name)],
    [say((l) => l.phone), orNA(writer, c.phone)],
    [say((l) => l.email), orNA(writer, c.email)],
    [say((l) => l.licence), orNA(writer, c.licence)],
    [say((l) => l.address), orNA(writer, c.address)],
    [say((l) => l.idNumber), orNA(writer, c.idNumber)],
  ]);
  const car = doc.car;
  section(
    writer,
    say((l) => l.vehicle),
  );
  facts(writer, [
    [say((l) => l.car), `${car.brandName} ${car.modelName}`],
    [say((l) => l.plate), orNA(writer, car.plate)],
    [say((l) => l.year), orNA(writer, car.year)],
    [say((l) => l.colour), orNA(writer, car.color)],
  ]);
  section(
    writer,
    say((l) => l.rentalPeriod),
  );
  const period: Fact[] = [
    [say((l) => l.start), writer.when(doc.period.startAt)],
    [say((l) => l.due), writer.when(doc.period.dueAt)],
  ];
  const returned = doc.period.returnedAt ?? doc.checkIn?.at;
  if (returned) period.push([say((l) => l.returned), writer.when(returned)]);
  facts(writer, period);
}

/** issue 33 (decision 0049): each additional driver's name, licence and its date of issue */
function additionalDrivers(writer: Writer, doc: ContractDocument) {
  const drivers = doc.drivers ?? [];
  if (drivers.length === 0) return;
  const { say } = writer;
  section(
    writer,
    say((l) => l.quote.drivers),
  );
  facts(
    writer,
    drivers.flatMap((driver, index): Fact[] => [
      [say((l) => l.quote.driver(index + 1)), orNA(writer, driver.name)],
      [say((l) => l.licence), orNA(writer, driver.licenceNumber)],
      [say((l) => l.quote.licenceIssuedOn), calendarDay(driver.licenceIssuedOn)],
    ]),
  );
}

/** 2015-06-01 as 01/06/2015, the contract's dates */
const calendarDay = (date: string) => date.split('-').reverse().join('/');

/** the prices agreed: the daily rate, the payment, and each charge price that is not zero */
function priceTerms(writer: Writer, doc: ContractDocument) {
  const { price } = doc;
  const { say } = writer;
  const t = price.terms;
  const pairs: Fact[] = [
    [say((l) => l.dailyRate), formatDA(price.dailyRate)],
    [
      say((l) => l.payment),
      writer.line((l) => (price.paymentType === 'advance' ? l.advance : l.payAfter)),
    ],
  ];
  if (price.advancePaid > 0) pairs.push([say((l) => l.advancePaid), formatDA(price.advancePaid)]);
  pairs.push([
    say((l) => l.kmAllowance),
    t.kmAllowancePerDay > 0
      ? writer.words.value((l) => l.perDay(km(writer, t.kmAllowancePerDay)))
      : writer.line((l) => l.unlimited),
  ]);
  if (t.fuelPricePerEighth > 0) {
    pairs.push([say((l) => l.fuelPerEighth), formatDA(t.fuelPricePerEighth)]);
  }
  if (t.pricePerKm > 0) pairs.push([say((l) => l.pricePerKm), formatDA(t.pricePerKm)]);
  if (t.lateGraceMinutes > 0) {
    pairs.push([say((l) => l.lateGrace), writer.words.value((l) => l.minutes(t.lateGraceMinutes))]);
  }
  if (t.latePricePerHour > 0) {
    pairs.push([say((l) => l.latePerHour), formatDA(t.latePricePerHour)]);
  }
  section(
    writer,
    say((l) => l.priceAndTerms),
  );
  facts(writer, pairs, 95);
}

/**
 * Issue 33: the price as the booking was quoted (decision 0047): the days by season, weekend
 * or daily rate, the duration tier, each extra, the discount and the total due. A booking made
 * before has no quote: its daily rate above says its price, as before.
 */
function quotedPrice(writer: Writer, doc: ContractDocument) {
  const quoted = doc.price.quoted;
  if (!quoted) return;
  const { sheet, say, words } = writer;
  const rows = quoted.days.length + quoted.extras.length + 4;
  section(
    writer,
    say((l) => l.quote.title),
    Math.min(rows, 8) * 15,
  );
  sheet.rule();
  for (const line of quoted.days) {
    sheet.amountRow(daysLabel(words, line, formatDA), formatDA(line.amount));
  }
  const { tier } = quoted;
  if (tier) {
    sheet.amountRow(
      say((l) => l.quote.tier(tier.fromDays)),
      formatDA(tier.amount),
    );
  }
  for (const extra of quoted.extras)
    sheet.amountRow(extraLabel(words, extra), formatDA(extra.amount));
  if (quoted.discount > 0) {
    sheet.amountRow(
      say((l) => l.quote.discount),
      formatDA(-quoted.discount),
    );
  }
  sheet.rule();
  sheet.amountRow(
    say((l) => l.quote.totalDue),
    formatDA(quoted.due),
    { bold: true, size: 12 },
  );
}

// ---------------------------------------------------------------- the car diagram

const BOX_WIDTH = (WIDTH - 4 * GAP) / carViews.length;
const BOX_HEIGHT = BOX_WIDTH * 0.75;
const MARK_RADIUS = 5.5;

interface PlacedMark {
  mark: DamageMark;
  number: number;
  color: Rgb;
  /** a mark the check-in found that the check-out did not have */
  isNew?: boolean;
}

const rgb255 = ([r, g, b]: Rgb): [number, number, number] => [r * 255, g * 255, b * 255];

/** the five views side by side, each with its outline and its numbered marks */
function diagram(writer: Writer, marks: PlacedMark[]) {
  const { sheet } = writer;
  const { pdf } = sheet;
  // bilingual: the French name on one line at the left, the Arabic one under it at the right
  const labelHeight = writer.words.bilingual ? 24 : 12;
  sheet.room(labelHeight + BOX_HEIGHT + 4);
  const scale = BOX_WIDTH / 100;
  carViews.forEach((view, i) => {
    const offset = MARGIN + i * (BOX_WIDTH + GAP);
    const left = sheet.boxLeft(offset, BOX_WIDTH);
    const boxTop = sheet.y - labelHeight;
    const label = writer.say((l) => l.views[view]);
    if (typeof label === 'string') sheet.text(label, { x: offset, size: 8, bold: true });
    else {
      const top = sheet.y;
      sheet.textAt(label.fr, left, { size: 8, bold: true, align: 'left', direction: 'ltr' });
      sheet.y -= 11;
      sheet.textAt(label.ar, left + BOX_WIDTH, {
        size: 8,
        bold: true,
        align: 'right',
        direction: 'rtl',
      });
      sheet.y = top;
    }
    sheet.rect({
      x: offset,
      y: boxTop - BOX_HEIGHT,
      width: BOX_WIDTH,
      height: BOX_HEIGHT,
      borderColor: colors.box,
      borderWidth: 0.6,
    });
    // the drawing in PDFKit's own coordinates: from the box's top left, y downwards
    const top = sheet.top(boxTop);
    for (const shape of outlines[view]) {
      pdf.save();
      if ('circle' in shape) {
        const [x, y, r] = shape.circle;
        pdf.circle(left + x * scale, top + y * scale, r * scale);
      } else {
        shape.poly.forEach(([x, y], k) => {
          if (k === 0) pdf.moveTo(left + x * scale, top + y * scale);
          else pdf.lineTo(left + x * scale, top + y * scale);
        });
        if (!shape.open) pdf.closePath();
      }
      sheet.paint(shape.fill, colors.outline, 0.7);
      pdf.restore();
    }
    const clamp = (value: number, size: number) =>
      Math.min(Math.max(value * size, MARK_RADIUS), size - MARK_RADIUS);
    for (const { mark, number, color } of marks.filter((placed) => placed.mark.view === view)) {
      const x = left + clamp(mark.x, BOX_WIDTH);
      const y = top + clamp(mark.y, BOX_HEIGHT);
      pdf.save().circle(x, y, MARK_RADIUS).fill(rgb255(color)).restore();
      const text = String(number);
      const size = number > 99 ? 4.5 : number > 9 ? 5.5 : 6.5;
      const style = { size, bold: true, color: colors.paper, direction: 'ltr' as const };
      sheet.type.draw(text, x - sheet.type.width(text, style) / 2, y + size * 0.35, style);
    }
  });
  sheet.y -= labelHeight + BOX_HEIGHT;
  sheet.down(8);
}

/** the diagram, then each mark by its number: "1. Scratch — Left side: rear door" */
function damage(writer: Writer, title: Pick, marks: PlacedMark[]) {
  section(writer, writer.say(title), 12 + BOX_HEIGHT);
  diagram(writer, marks);
  if (marks.length === 0)
    writer.sheet.line(
      { muted: true },
      writer.line((l) => l.noDamage),
    );
  for (const { mark, number, isNew } of marks) {
    const what = writer.line((l) => {
      const text = `${l.damageTypes[mark.type]} — ${l.views[mark.view]}`;
      return isNew ? l.newMark(text) : text;
    });
    // the note as typed, once, in its own direction
    const note = mark.note ? `${writer.words.colon} ${isolate(mark.note)}` : '';
    writer.sheet.paragraph(`${number}. ${isolate(what)}${note}`, { size: 9, bold: isNew });
  }
}

// ---------------------------------------------------------------- photos, signatures

const PHOTO = { width: (WIDTH - 3 * 5) / 4, height: 90, gap: 5 };

/** the photos' printable copies four to a row, each fitted into 120 x 90 pt */
async function photoGrid(
  writer: Writer,
  title: Pick,
  paths: string[],
  options: ContractPdfOptions,
) {
  const { sheet } = writer;
  const images: OpenedImage[] = [];
  for (const path of paths) {
    const bytes = await options.readThumbnail(path).catch(() => undefined);
    const image = openImage(sheet.pdf, bytes);
    if (image) images.push(image);
  }
  section(writer, writer.say(title), images.length ? PHOTO.height : 15);
  if (images.length === 0)
    sheet.line(
      { muted: true },
      writer.line((l) => l.noPhotos),
    );
  for (let i = 0; i < images.length; i += 4) {
    sheet.room(PHOTO.height);
    images.slice(i, i + 4).forEach((image, j) => {
      const size = scaleToFit(image, PHOTO.width, PHOTO.height);
      const x = MARGIN + j * (PHOTO.width + PHOTO.gap) + (PHOTO.width - size.width) / 2;
      const y = sheet.y - PHOTO.height + (PHOTO.height - size.height) / 2;
      sheet.image(image.image, { x, y, ...size });
      sheet.rect({ x, y, ...size, borderColor: colors.box, borderWidth: 0.5 });
    });
    sheet.y -= PHOTO.height;
    sheet.down(PHOTO.gap);
  }
}

/** the customer's signature (or an empty box to sign) beside the agency's box */
function signatures(writer: Writer, doc: ContractDocument, title: Pick, signature: string | null) {
  const { sheet } = writer;
  const image = signatureImage(writer, signature);
  const width = (WIDTH - 20) / 2;
  const height = 80;
  const boxes: [string, string, OpenedImage | undefined][] = [
    [writer.line(title), doc.customer.name, image],
    [writer.line((l) => l.forTheAgency), doc.business.businessName ?? '', undefined],
  ];
  // the names under the boxes may wrap: the whole block stays on one page
  const captions = boxes.map(([, caption]) =>
    sheet.wrap(caption, width, { size: 8, direction: 'auto' }),
  );
  const captionHeight = Math.max(...captions.map((lines) => lines.length)) * 11;
  sheet.room(14 + height + 4 + captionHeight);
  const top = sheet.y;
  const boxTop = top - 14;
  boxes.forEach(([label, , signed], i) => {
    const x = MARGIN + i * (width + 20);
    sheet.y = top;
    sheet.text(label, { x, size: 9, bold: true });
    sheet.rect({
      x,
      y: boxTop - height,
      width,
      height,
      borderColor: colors.outline,
      borderWidth: 0.7,
    });
    if (signed) {
      const size = scaleToFit(signed, width - 12, height - 12);
      sheet.image(signed.image, {
        x: x + (width - size.width) / 2,
        y: boxTop - height + (height - size.height) / 2,
        ...size,
      });
    }
    captions[i]?.forEach((line, k) => {
      sheet.y = boxTop - height - 4 - k * 11;
      sheet.text(line, { x, size: 8, muted: true, direction: 'auto' });
    });
  });
  sheet.y = boxTop - height - 4 - captionHeight;
  sheet.down(6);
}

// ---------------------------------------------------------------- the deposit

function deposit(writer: Writer, held: DepositView | null, settled: boolean) {
  const { say } = writer;
  section(
    writer,
    say((l) => l.deposit),
  );
  if (!held) {
    writer.sheet.line(
      { muted: true },
      writer.line((l) => l.noDeposit),
    );
    return;
  }
  const pairs: Fact[] = [
    [say((l) => l.amount), formatDA(held.amount)],
    [say((l) => l.method), writer.line((l) => l.depositMethods[held.method])],
  ];
  if (held.reference) pairs.push([say((l) => l.references[held.method]), held.reference]);
  if (held.bank) pairs.push([say((l) => l.bank), held.bank]);
  if (settled) {
    if (!held.settledAt) pairs.push([say((l) => l.status), writer.line((l) => l.heldNotSettled)]);
    else if (held.method === 'cash') {
      pairs.push([say((l) => l.refunded), formatDA(held.amount - held.retained)]);
      pairs.push([say((l) => l.kept), formatDA(held.retained)]);
    } else pairs.push([say((l) => l.handedBack), writer.when(held.settledAt)]);
  }
  const reason = settled && held.settledAt ? held.retainReason : null;
  // bilingual facts take a row each: the reason is one more
  if (reason && writer.words.bilingual) pairs.push([say((l) => l.reasonKept), reason]);
  facts(writer, pairs);
  if (reason && !writer.words.bilingual) {
    row(writer.sheet, [
      {
        x: MARGIN,
        width: 81,
        text: `${writer.line((l) => l.reasonKept)}${writer.words.colon}`,
        muted: true,
      },
      { x: MARGIN + 85, width: WIDTH - 85, text: reason, direction: 'auto' },
    ]);
  }
}

// ---------------------------------------------------------------- the two documents

const numbered = (marks: DamageMark[], from: number, color: Rgb, isNew = false) =>
  marks.map((mark, i): PlacedMark => ({ mark, number: from + i + 1, color, isNew }));

/** the numbered rental contract: the parties, the prices, the check-out, the deposit, the terms */
export async function renderContractPdf(
  doc: ContractDocument,
  options: ContractPdfOptions,
): Promise<Uint8Array> {
  const out = doc.checkOut;
  const writer = await start(doc, options, (l) => l.rentalContract, out.at);
  const { say } = writer;
  parties(writer, doc);
  additionalDrivers(writer, doc);
  priceTerms(writer, doc);
  quotedPrice(writer, doc);
  section(
    writer,
    say((l) => l.checkOutInspection),
  );
  facts(writer, [
    [say((l) => l.time), writer.when(out.at)],
    [say((l) => l.odometer), km(writer, out.odometerKm)],
    [say((l) => l.fuel), `${out.fuelEighths}/${FUEL_EIGHTHS}`, out.fuelEighths],
  ]);
  damage(writer, (l) => l.damageAtCheckOut, numbered(out.marks, 0, colors.mark));
  section(
    writer,
    say((l) => l.accessories),
  );
  checklist(
    writer,
    out.accessories.map((item) => ({
      text: item.present
        ? accessoryName(writer, item)
        : writer.line((l) => l.missing(l.accessoryNames[item.key] ?? item.label)),
      present: item.present,
    })),
    writer.line((l) => l.noAccessories),
  );
  await photoGrid(writer, (l) => l.photosAtCheckOut, out.photos, options);
  deposit(writer, doc.deposit, false);
  if (doc.termsText.trim()) {
    section(
      writer,
      say((l) => l.terms),
    );
    writer.sheet.paragraph(doc.termsText, { size: 8.5, direction: 'auto' });
  }
  writer.sheet.down(6);
  signatures(writer, doc, (l) => l.customerSignature, out.signature);
  footer(writer, (l) => l.contractNo(doc.contractNumber));
  return writer.finish();
}

/** the check-out beside the check-in: time, odometer (km driven), fuel (difference) */
function comparison(writer: Writer, out: InspectionView, back: InspectionView | null) {
  const { sheet, when } = writer;
  const columns = [MARGIN, MARGIN + 80, MARGIN + 235, MARGIN + 390];
  const widths = [75, 150, 150, WIDTH - 390];
  const cells = (texts: string[], options: { bold?: boolean; gauges?: (number | undefined)[] }) =>
    texts.map(
      (text, i): Cell => ({
        x: columns[i] ?? MARGIN,
        width: widths[i] ?? 100,
        text,
        bold: options.bold,
        muted: i === 0,
        gauge: options.gauges?.[i],
        direction: i === 0 ? undefined : 'auto',
      }),
    );
  const line = writer.line;
  row(
    sheet,
    cells(['', line((l) => l.checkOut), line((l) => l.checkIn), line((l) => l.difference)], {
      bold: true,
    }),
  );
  const missing = line((l) => l.notRecorded);
  row(sheet, cells([line((l) => l.time), when(out.at), back ? when(back.at) : missing, ''], {}));
  const distance = back ? km(writer, back.odometerKm - out.odometerKm) : '';
  const driven = back ? writer.words.value((l) => l.kmDriven(distance)) : '';
  row(
    sheet,
    cells(
      [
        line((l) => l.odometer),
        km(writer, out.odometerKm),
        back ? km(writer, back.odometerKm) : missing,
        driven,
      ],
      {},
    ),
  );
  const eighths = (value: number) => `${value}/${FUEL_EIGHTHS}`;
  const change = back ? back.fuelEighths - out.fuelEighths : 0;
  row(
    sheet,
    cells(
      [
        line((l) => l.fuel),
        eighths(out.fuelEighths),
        back ? eighths(back.fuelEighths) : missing,
        back ? `${change > 0 ? '+' : ''}${eighths(change)}` : '',
      ],
      { gauges: [undefined, out.fuelEighths, back?.fuelEighths] },
    ),
  );
}

/** the return receipt: both inspections, the new damage, the charges and the deposit's settlement */
export async function renderReceiptPdf(
  doc: ContractDocument,
  options: ContractPdfOptions,
): Promise<Uint8Array> {
  const out = doc.checkOut;
  const back = doc.checkIn;
  const writer = await start(
    doc,
    options,
    (l) => l.returnReceipt,
    doc.period.returnedAt ?? back?.at ?? null,
  );
  const { sheet, say } = writer;
  parties(writer, doc);
  section(
    writer,
    say((l) => l.inspections),
    60,
  );
  comparison(writer, out, back);
  const added = back ? newMarks(out.marks, back.marks) : [];
  damage(writer, (l) => l.damageOnReceipt, [
    ...numbered(out.marks, 0, colors.oldMark),
    ...numbered(added, out.marks.length, colors.mark, true),
  ]);
  section(
    writer,
    say((l) => l.accessoriesMissing),
  );
  const missingOut = new Set(out.accessories.filter((a) => !a.present).map((a) => a.key));
  const missing = (back?.accessories ?? []).filter((item) => !item.present);
  checklist(
    writer,
    missing.map((item) => ({
      text: missingOut.has(item.key)
        ? writer.line((l) => l.missingAtCheckOutToo(l.accessoryNames[item.key] ?? item.label))
        : accessoryName(writer, item),
      present: false,
    })),
    writer.line((l) => (back?.accessories.length ? l.everyAccessoryBack : l.noAccessories)),
  );
  await photoGrid(writer, (l) => l.photosAtCheckIn, back?.photos ?? [], options);
  section(
    writer,
    say((l) => l.settlement),
  );
  const s = doc.settlement;
  if (s) {
    sheet.rule();
    sheet.amountRow(
      say((l) => l.rentalLine(l.days(s.totalDays))),
      formatDA(s.totalAmount),
    );
    for (const charge of s.charges) {
      sheet.amountRow(
        chargeLabel(writer.words, charge.type, charge.description),
        formatDA(charge.amount),
      );
    }
    sheet.rule();
    sheet.amountRow(
      say((l) => l.chargesTotal),
      formatDA(s.chargesTotal),
    );
    sheet.amountRow(
      say((l) => l.finalTotal),
      formatDA(s.finalTotal),
      { bold: true, size: 12 },
    );
    sheet.amountRow(
      say((l) => l.advancePaid),
      formatDA(doc.price.advancePaid),
    );
    // what changed hands at the counter: the deposit kept, the cash paid or given back, and
    // what is left to pay (issue 28 §17)
    const kept = doc.deposit?.settledAt ? doc.deposit.retained : 0;
    const counter = counterPayment(s.finalTotal, doc.price.advancePaid, kept);
    const amount = (label: Pick, value: number, bold = false) =>
      sheet.amountRow(say(label), formatDA(value), { bold });
    if (kept > 0) amount((l) => l.keptFromDeposit, kept);
    if (counter.refundedNow > 0) amount((l) => l.refundedAtReturn, counter.refundedNow);
    else amount((l) => l.paidAtReturn, counter.paidNow);
    amount((l) => l.balanceDue, counter.balanceDue, true);
  } else
    sheet.line(
      { muted: true },
      writer.line((l) => l.notSettled),
    );
  deposit(writer, doc.deposit, true);
  sheet.down(6);
  signatures(writer, doc, (l) => l.customerSignatureAtReturn, back?.signature ?? null);
  footer(writer, (l) => l.receiptFor(doc.contractNumber));
  return writer.finish();
}
