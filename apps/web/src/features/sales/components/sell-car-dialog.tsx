import type { CarView } from '@car-rental/domain/contract/car';
import type { CustomerView } from '@car-rental/domain/contract/customers';
import type { ProFormaDraft } from '@car-rental/domain/contract/invoices';
import {
  type SellCarAnswer,
  type SellCarInput,
  sellCarBody,
} from '@car-rental/domain/contract/sales';
import { Printer } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { dinarsText, money, parseDinars } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { CustomerSuggestions } from '../../customers/components/customer-suggestions.tsx';
import { useSellCar } from '../api/sell-car.ts';

const fieldNames = ['customerName', 'customerPhone', 'customerLicense', 'price'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

function isFieldName(value: unknown): value is FieldName {
  return fieldNames.some((name) => name === value);
}

/** the sell schema decides; the screen words each refusal from the catalogue */
function check(values: Values): { input: SellCarInput | null; failed: FieldName[] } {
  const parsed = sellCarBody.safeParse({
    customerName: values.customerName,
    customerPhone: values.customerPhone,
    customerLicense: values.customerLicense,
    price: parseDinars(values.price) ?? Number.NaN,
  });
  if (parsed.success) return { input: parsed.data, failed: [] };
  const failed = parsed.error.issues.map((issue) => issue.path[0]).filter(isFieldName);
  return { input: null, failed: [...new Set(failed)] };
}

/** Mark as Sold: the customer, the final price, Print Invoice (a pro forma) and the sale */
export function SellCarDialog({ car, onClose }: { car: CarView; onClose: () => void }) {
  const { t } = useTranslation('sales');
  const notify = useNotify();
  const sell = useSellCar();
  const navigate = useNavigate();
  const formId = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Values>({
    customerName: '',
    customerPhone: '',
    customerLicense: '',
    price: dinarsText(car.salePrice),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ text: string; tone: 'alert' | 'status' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** what the last edited customer field holds: the customers on file that match are offered */
  const [searching, setSearching] = useState('');
  const carName = `${car.brandName} ${car.modelName}${car.plate ? ` (${car.plate})` : ''}`;

  const wordErrors = (failed: FieldName[]): Errors =>
    Object.fromEntries(failed.map((name) => [name, t(`sell.errors.${name}`)]));

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setNotice(null);
    setSearching(name === 'price' ? '' : value);
    if (errors[name]) setErrors(wordErrors(check(next).failed));
  };

  /** a customer on file picked: their name, phone and licence fill the fields */
  const pick = (customer: CustomerView) => {
    setValues({
      ...values,
      customerName: customer.fullName,
      customerPhone: customer.phone ?? values.customerPhone,
      customerLicense: customer.licenceNumber ?? values.customerLicense,
    });
    setSearching('');
  };

  /** sells with this dialog's idempotency key: a second click replays, never sells twice */
  const runSale = (input: SellCarInput, onSold: (answer: SellCarAnswer) => void) => {
    setFailure(null);
    sell.mutate(
      { carId: car.id, input, idempotencyKey },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onSold(answer);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.length > 0) {
            const fromServer: Errors = {};
            for (const field of error.fields) {
              const name = field.path.replace(/^body\./, '');
              if (isFieldName(name)) fromServer[name] = field.message;
            }
            setErrors(fromServer);
          }
          setFailure(errorMessage(error, t('sell.failed')));
        },
      },
    );
  };

  /**
   * Print Invoice prints a pro forma of what is typed (the spec's print of the dialog): it
   * sells nothing; the numbered invoice comes from the sale record once the car is sold
   */
  const printProForma = () => {
    const { input } = check(values);
    if (!input) {
      setNotice({ text: t('sell.printNeedsFields'), tone: 'alert' });
      return;
    }
    setNotice(null);
    const draft: ProFormaDraft = {
      car: {
        brandName: car.brandName,
        modelName: car.modelName,
        plate: car.plate,
        year: car.year,
        color: car.color,
      },
      customer: {
        name: input.customerName,
        phone: input.customerPhone,
        license: input.customerLicense,
      },
      price: input.price,
      listedPrice: car.salePrice ? car.salePrice : null,
    };
    navigate('/pro-forma', { state: draft });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, failed } = check(values);
    setErrors(wordErrors(failed));
    if (!input) return;
    runSale(input, onClose);
  };

  const busy = sell.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('sell.title')}
      description={t('sell.description', { car: carName })}
      footer={
        <>
          <Button variant="secondary" onClick={printProForma} disabled={busy}>
            <Printer size={16} aria-hidden />
            {t('sell.printInvoice')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {sell.isPending ? t('sell.selling') : t('sell.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {car.salePrice ? (
          <p className="flex justify-between rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800">
            <span>{t('sell.listedPrice')}</span>
            <Ltr className="font-semibold">{money(car.salePrice)}</Ltr>
          </p>
        ) : null}
        <Field
          label={t('sell.customerName')}
          name="customerName"
          autoComplete="off"
          value={values.customerName}
          error={errors.customerName}
          onChange={(event) => change('customerName', event.target.value)}
          required
        />
        <Field
          label={t('sell.customerPhone')}
          name="customerPhone"
          type="tel"
          autoComplete="off"
          value={values.customerPhone}
          error={errors.customerPhone}
          onChange={(event) => change('customerPhone', event.target.value)}
          required
        />
        <Field
          label={t('sell.customerLicense')}
          name="customerLicense"
          autoComplete="off"
          value={values.customerLicense}
          error={errors.customerLicense}
          onChange={(event) => change('customerLicense', event.target.value)}
          required
        />
        <CustomerSuggestions q={searching} onPick={pick} />
        <Field
          label={t('sell.price')}
          name="price"
          type="number"
          inputMode="decimal"
          min={0}
          step={1000}
          value={values.price}
          error={errors.price}
          onChange={(event) => change('price', event.target.value)}
          required
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('sellPrintHint', { ns: 'invoices' })}
        </p>
        {notice ? <Notice text={notice.text} tone={notice.tone} /> : null}
        <ErrorBox message={failure} />
      </form>
    </Dialog>
  );
}

/** a message inside the dialog, where a screen reader still reaches it while the dialog is open */
function Notice({ text, tone }: { text: string; tone: 'alert' | 'status' }) {
  const colours =
    tone === 'alert'
      ? 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'
      : 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100';
  return (
    <p
      role={tone}
      data-testid="dialog-notice"
      className={`rounded-md border px-3 py-2 text-sm ${colours}`}
    >
      {text}
    </p>
  );
}
