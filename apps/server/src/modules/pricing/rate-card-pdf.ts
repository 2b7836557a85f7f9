import type { RatePlanView } from '@car-rental/domain/contract/pricing';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import { isolate, ltr } from '@car-rental/domain/documents/isolate';
import { documentLabels } from '@car-rental/domain/documents/labels';
import type { RateCardLabels } from '@car-rental/domain/documents/rate-card-labels';
import {
  type CarCategory,
  carCategories,
  type ExtrasSettings,
} from '@car-rental/domain/pricing/price-list';
import type { PriceChange } from '@car-rental/domain/pricing/quote';
import { openImage } from '../../lib/pdf/images.ts';
import { type Label, MARGIN, WIDTH } from '../../lib/pdf/sheet.ts';
import type { ContractPdfOptions } from '../contracts/contract-document.ts';
import { footer, header, newWriter, section, type Writer } from '../contracts/contract-sheet.ts';
import { dayText, money, tableRow } from '../drawers/close-report-pdf.ts';
import type { RateCardModel } from './rate-card.repository.ts';

/**
 * Issue 33 §4: the rate card for the counter, A4, in the reader's language (or French and
 * Arabic side by side when the agency prints so): the agency's header; per car category its
 * models with their cars' daily rates (the base), the category plan's seasons, duration
 * tiers and weekend price; the models in no category; then the extras, the delivery places
 * and the deposits (docs/decisions/0045). Laid out with the contract's and the close
 * report's pieces.
 */

export type RateCardOptions = Pick<
  ContractPdfOptions,
  'timeZone' | 'fonts' | 'language' | 'readLogo'
>;

export interface RateCard {
  plans: RatePlanView[];
  models: RateCardModel[];
  extras: ExtrasSettings | null;
  /** when it is printed: the prices it shows are those of that moment */
  printedAt: Date;
}

type Pick1 = (labels: RateCardLabels) => string;

function labels(writer: Writer) {
  return {
    say: (pick: Pick1) => writer.say((l) => pick(l.rateCard)),
    line: (pick: Pick1) => writer.line((l) => pick(l.rateCard)),
    /** a value with its words (an amount a day): bilingual documents print it in French */
    value: (pick: Pick1) => writer.words.value((l) => pick(l.rateCard)),
  };
}

/** no minimum, no maximum, no rate: a dash in every language */
const NONE = '—';

const signedPercent = (percent: number) => (percent > 0 ? `+${percent}` : String(percent));

/** a season's or the weekend's price: a daily rate, or a percentage of the car's base */
function priceText(writer: Writer, price: PriceChange, ofRental = false) {
  const { value } = labels(writer);
  if (price.kind === 'rate') return value((l) => l.perDayRate(money(price.rate)));
  const percent = signedPercent(price.percent);
  return value((l) => (ofRental ? l.percentOfRental(percent) : l.percentOfBase(percent)));
}

const MODEL_COLUMNS = [
  { x: MARGIN, width: 230 },
  { x: MARGIN + 234, width: 100, end: true },
  { x: MARGIN + 338, width: WIDTH - 338, end: true },
];

function modelsTable(writer: Writer, models: RateCardModel[]) {
  const { line } = labels(writer);
  if (models.length === 0) {
    writer.sheet.line(
      { muted: true },
      line((l) => l.noModel),
    );
    return;
  }
  tableRow(
    writer,
    MODEL_COLUMNS,
    [line((l) => l.model), line((l) => l.cars), line((l) => l.dailyRate)],
    { bold: true, muted: true },
  );
  for (const model of models) {
    const { lowRate: low, highRate: high } = model;
    const rate =
      low === null || high === null
        ? NONE
        : low === high
          ? money(low)
          : labels(writer).value((l) => l.rateRange(money(low), money(high)));
    tableRow(writer, MODEL_COLUMNS, [
      isolate(`${model.brandName} ${model.name}`),
      String(model.cars),
      rate,
    ]);
  }
}

const SEASON_COLUMNS = [
  { x: MARGIN, width: 110 },
  { x: MARGIN + 114, width: 180 },
  { x: MARGIN + 298, width: 130 },
  { x: MARGIN + 432, width: WIDTH - 432, end: true },
];

/** a season's days: '01/07 – 31/08' every year, '06/06/2027 – 09/06/2027' once */
function seasonDays(writer: Writer, season: { from: string; until: string }) {
  const days = ltr(`${dayText(season.from)} – ${dayText(season.until)}`);
  return season.from.length === 5 ? `${days} (${labels(writer).line((l) => l.everyYear)})` : days;
}

/** a tier's or the weekend's row: its price under the seasons' prices */
const PLAN_COLUMNS = [
  { x: MARGIN, width: 294 },
  { x: MARGIN + 298, width: WIDTH - 298 },
];

function plan(writer: Writer, ratePlan: RatePlanView | undefined) {
  const { line, value } = labels(writer);
  if (!ratePlan || (!ratePlan.seasons.length && !ratePlan.tiers.length && !ratePlan.weekend)) {
    writer.sheet.line(
      { muted: true, size: 9 },
      line((l) => l.noPlan),
    );
    return;
  }
  if (ratePlan.seasons.length) {
    writer.sheet.down(4);
    tableRow(
      writer,
      SEASON_COLUMNS,
      [line((l) => l.season), line((l) => l.days), line((l) => l.price), line((l) => l.minDays)],
      { bold: true, muted: true },
    );
    for (const season of ratePlan.seasons) {
      const minDays = season.minDays;
      tableRow(writer, SEASON_COLUMNS, [
        isolate(season.name),
        seasonDays(writer, season),
        priceText(writer, season.price),
        minDays ? value((l) => l.daysCount(minDays)) : NONE,
      ]);
    }
  }
  writer.sheet.down(4);
  // the tiers shortest first, then the weekend: a label, the price under the seasons' prices
  const rows: [string, string][] = ratePlan.tiers
    .toSorted((a, b) => a.fromDays - b.fromDays)
    .map((tier) => [line((l) => l.fromDays(tier.fromDays)), priceText(writer, tier.price, true)]);
  if (ratePlan.weekend) rows.push([line((l) => l.weekend), priceText(writer, ratePlan.weekend)]);
  for (const texts of rows) tableRow(writer, PLAN_COLUMNS, texts);
}

function categories(writer: Writer, card: RateCard) {
  const { say } = labels(writer);
  const groups: { title: Label; category: CarCategory | null }[] = [
    ...carCategories.map((category) => ({
      title: say((l) => l.categories[category]),
      category: category as CarCategory | null,
    })),
    { title: say((l) => l.noCategory), category: null },
  ];
  for (const { title, category } of groups) {
    const models = card.models.filter((model) => model.category === category);
    const ratePlan = category
      ? card.plans.find((candidate) => candidate.category === category)
      : undefined;
    // a category with neither cars nor a plan says nothing to the customer
    if (models.length === 0 && !ratePlan) continue;
    section(writer, title, 50);
    modelsTable(writer, models);
    plan(writer, ratePlan);
  }
}

const EXTRA_COLUMNS = [
  { x: MARGIN, width: 220 },
  { x: MARGIN + 224, width: 140, end: true },
  { x: MARGIN + 368, width: WIDTH - 368, end: true },
];

const extraOrder = [
  'additional_driver',
  'child_seat',
  'gps',
  'unlimited_km',
  'full_insurance',
] as const;

function extras(writer: Writer, settings: ExtrasSettings | null) {
  const { say, line, value } = labels(writer);
  section(
    writer,
    say((l) => l.extras),
  );
  const offered = extraOrder.filter((code) => settings?.[code].enabled);
  if (!settings || offered.length === 0) {
    writer.sheet.line(
      { muted: true },
      line((l) => l.noExtras),
    );
  } else {
    tableRow(
      writer,
      EXTRA_COLUMNS,
      [line((l) => l.extra), line((l) => l.price), line((l) => l.maximum)],
      { bold: true, muted: true },
    );
    for (const code of offered) {
      const extra = settings[code];
      const amount = money(extra.price);
      tableRow(writer, EXTRA_COLUMNS, [
        line((l) => l.extraNames[code]),
        value((l) => (extra.pricing === 'per_day' ? l.perDay(amount) : l.once(amount))),
        extra.max === null ? NONE : money(extra.max),
      ]);
    }
  }
  const places = settings?.delivery.enabled ? settings.delivery.places : [];
  if (places.length) {
    section(
      writer,
      say((l) => l.delivery),
    );
    tableRow(writer, EXTRA_COLUMNS, [line((l) => l.place), line((l) => l.price)], {
      bold: true,
      muted: true,
    });
    for (const place of places) {
      tableRow(writer, EXTRA_COLUMNS, [
        isolate(place.name),
        value((l) => l.once(money(place.price))),
      ]);
    }
  }
  section(
    writer,
    say((l) => l.deposits),
  );
  const deposit = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? line((l) => l.noDeposit) : money(amount);
  const rows: [Label, string][] = [
    [say((l) => l.standardDeposit), deposit(settings?.standardDeposit)],
  ];
  if (settings?.full_insurance.enabled) {
    rows.push([say((l) => l.insuredDeposit), deposit(settings.full_insurance.deposit)]);
  }
  for (const [label, amount] of rows) writer.sheet.amountRow(label, amount, { bold: true });
}

/** the agency's rate card as an A4 PDF */
export async function rateCardPdf(
  card: RateCard,
  business: BusinessHeader,
  options: RateCardOptions,
): Promise<Uint8Array> {
  const english = documentLabels.en.rateCard;
  const writer = await newWriter(options, {
    title: english.title,
    subject: business.businessName ?? english.title,
    date: card.printedAt,
  });
  const { say } = labels(writer);
  const logo = openImage(writer.sheet.pdf, await options.readLogo().catch(() => undefined));
  const printed = writer.when(card.printedAt).slice(0, 10);
  header(writer, business, logo, [say((l) => l.title), say((l) => l.asOf(printed)), '']);
  categories(writer, card);
  extras(writer, card.extras);
  footer(writer, (l) => `${l.rateCard.title} · ${ltr(printed)}`);
  return writer.finish();
}
