import type { CarView } from '@car-rental/domain/contract/car';
import type { CustomerView } from '@car-rental/domain/contract/customers';
import type { ProFormaDraft } from '@car-rental/domain/contract/invoices';
import {
  type SellCarAnswer,
  type SellCarInput,
  sellCarBody,
} from '@car-rental/domain/contract/sales';
import { Printer } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  newPayment,
  type PaymentDraft,
  PaymentFields,
  toPaymentInput,
} from '../../../components/payment-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { dinarsText, money, parseDinars } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { CustomerSuggestions } from '../../customers/components/customer-suggestions.tsx';
import { useSellCar } from '../api/sell-car.ts';

const customerFields = ['customerName', 'customerPhone', 'customerLicense'] as const;
type TypedField = (typeof customerFields)[number] | 'price';
type Values = Record<TypedField, string> & { payment: PaymentDraft };
const typedFields: readonly string[] = [...customerFields, 'price'];

/** the sell schema reads the typed texts: the price in dinars becomes centimes */
const toInput = (values: Values) => ({
  ...values,
  price: parseDinars(values.price) ?? Number.NaN,
  payment: toPaymentInput(values.payment),
});

/** Mark as Sold: the customer, the final price, Print Invoice (a pro forma) and the sale */
export function SellCarDialog({ car, onClose }: { car: CarView; onClose: () => void }) {
  const { t } = useTranslation('sales');
  const notify = useNotify();
  const sell = useSellCar();
  const navigate = useNavigate();
  const formId = useId();
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const form = useForm({
    schema: sellCarBody,
    defaultValues: {
      customerName: '',
      customerPhone: '',
      customerLicense: '',
      price: dinarsText(car.salePrice),
      payment: newPayment(),
    } satisfies Values,
    toInput,
    // the dialog's own words for its typed fields; the payment's come from the contract
    message: (name) => (typedFields.includes(name) ? t(`sell.errors.${name}`) : undefined),
  });
  const [notice, setNotice] = useState<{ text: string; tone: 'alert' | 'status' } | null>(null);
  /** the customer field edited last: the customers on file that match what it holds are offered */
  const edited = useRef<TypedField | null>(null);
  const values = form.watch();
  const searching = edited.current ? values[edited.current] : '';
  const carName = `${car.brandName} ${car.modelName}${car.plate ? ` (${car.plate})` : ''}`;

  const field = (name: TypedField) =>
    form.register(name, {
      onChange: () => {
        setNotice(null);
        edited.current = name === 'price' ? null : name;
      },
    });

  /** a customer on file picked: their name, phone and licence fill the fields */
  const pick = (customer: CustomerView) => {
    edited.current = null;
    form.setValue('customerName', customer.fullName);
    form.setValue('customerPhone', customer.phone ?? values.customerPhone);
    form.setValue('customerLicense', customer.licenceNumber ?? values.customerLicense);
  };

  /** sells with this dialog's idempotency key: a second click replays, never sells twice */
  const runSale = (input: SellCarInput, onSold: (answer: SellCarAnswer) => void) => {
    sell.mutate(
      { carId: car.id, input, idempotencyKey },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onSold(answer);
        },
        onError: (error) => form.refuse(error, t('sell.failed'), { always: true }),
      },
    );
  };

  /**
   * Print Invoice prints a pro forma of what is typed (the spec's print of the dialog): it
   * sells nothing; the numbered invoice comes from the sale record once the car is sold
   */
  const printProForma = () => {
    const parsed = sellCarBody.safeParse(toInput(form.getValues()));
    if (!parsed.success) {
      setNotice({ text: t('sell.printNeedsFields'), tone: 'alert' });
      return;
    }
    setNotice(null);
    const input = parsed.data;
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

  const submit = form.handleSubmit((input) => runSale(input, onClose));

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
          autoComplete="off"
          {...field('customerName')}
          error={form.error('customerName')}
          required
        />
        <Field
          label={t('sell.customerPhone')}
          type="tel"
          autoComplete="off"
          {...field('customerPhone')}
          error={form.error('customerPhone')}
          required
        />
        <Field
          label={t('sell.customerLicense')}
          autoComplete="off"
          {...field('customerLicense')}
          error={form.error('customerLicense')}
          required
        />
        <CustomerSuggestions q={searching} onPick={pick} />
        <Field
          label={t('sell.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step={1000}
          {...field('price')}
          error={form.error('price')}
          required
        />
        <PaymentFields form={form} legend={t('payment.sale', { ns: 'fund' })} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('sellPrintHint', { ns: 'invoices' })}
        </p>
        {notice ? <Notice text={notice.text} tone={notice.tone} /> : null}
        <ErrorBox message={form.failure} />
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
