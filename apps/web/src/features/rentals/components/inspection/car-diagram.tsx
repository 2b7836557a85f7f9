import {
  type CarView,
  carViews,
  type DamageMark,
  type DamageType,
  damageTypes,
  MAX_MARKS,
} from '@car-rental/domain/rentals/inspection';
import { Trash2 } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { CarOutline, viewBoxes } from './car-outline.tsx';

/** where each view sits: side views on top, front and back beside the top view */
const viewLayout: Record<CarView, string> = {
  left: 'col-span-2',
  right: 'col-span-2',
  front: 'col-span-1',
  top: 'order-last col-span-2 sm:order-none',
  back: 'col-span-1',
};

type Draft = Omit<DamageMark, 'id'>;
const round = (fraction: number) => Math.round(Math.max(0, Math.min(1, fraction)) * 1000) / 1000;

/**
 * The car diagram: five views; a click or tap on a view places a mark where it landed (the
 * keyboard places it in the middle), then its type and note are chosen below. `previousMarks`
 * (a check-in) are the check-out's: grey and kept; the others are red and labelled New.
 */
export function CarDiagram({
  marks,
  onChange,
  readOnly = false,
  previousMarks,
}: {
  marks: DamageMark[];
  onChange: (marks: DamageMark[]) => void;
  readOnly?: boolean;
  previousMarks?: DamageMark[] | undefined;
}) {
  const { t } = useTranslation('rentals');
  const [draft, setDraft] = useState<Draft | null>(null);
  const before = previousMarks ? new Set(previousMarks.map((mark) => mark.id)) : null;
  const full = marks.length >= MAX_MARKS;
  const viewName = (view: CarView) => t(`inspection.views.${view}`);

  const place = (view: CarView, event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.querySelector('svg')?.getBoundingClientRect();
    const pointer = event.detail > 0 && box && box.width > 0 && box.height > 0;
    const x = pointer ? round((event.clientX - box.left) / box.width) : 0.5;
    const y = pointer ? round((event.clientY - box.top) / box.height) : 0.5;
    setDraft({ view, x, y, type: draft?.type ?? 'scratch', note: draft?.note ?? '' });
  };

  const add = () => {
    if (!draft) return;
    onChange([
      ...marks,
      { ...draft, note: draft.note.trim(), id: crypto.randomUUID().slice(0, 8) },
    ]);
    setDraft(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {readOnly ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {full ? t('inspection.marks.full', { max: MAX_MARKS }) : t('inspection.marks.hint')}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {carViews.map((view) => {
          const { width, height } = viewBoxes[view];
          const drawing = (
            <svg viewBox={`0 0 ${width} ${height}`} className="block h-auto w-full" aria-hidden>
              <g
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                className="text-slate-400 dark:text-slate-500"
              >
                <CarOutline view={view} />
              </g>
              {marks.map((mark, index) =>
                mark.view === view ? (
                  <g key={mark.id} transform={`translate(${mark.x * width} ${mark.y * height})`}>
                    <circle
                      r="8"
                      className={before?.has(mark.id) ? 'fill-slate-500' : 'fill-red-600'}
                    />
                    <text textAnchor="middle" dy="3.5" fontSize="10" fontWeight="700" fill="white">
                      {index + 1}
                    </text>
                  </g>
                ) : null,
              )}
              {draft?.view === view ? (
                <circle
                  cx={draft.x * width}
                  cy={draft.y * height}
                  r="8"
                  fill="none"
                  strokeWidth="2"
                  strokeDasharray="3 2"
                  className="stroke-blue-600 dark:stroke-blue-400"
                />
              ) : null}
            </svg>
          );
          const caption = (
            <span className="block text-center text-xs text-slate-600 dark:text-slate-400">
              {viewName(view)}
            </span>
          );
          const frame =
            'rounded-lg border border-slate-200 bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-800/60';
          return readOnly ? (
            <figure key={view} className={`${frame} ${viewLayout[view]}`}>
              {drawing}
              <figcaption>{caption}</figcaption>
            </figure>
          ) : (
            <button
              key={view}
              type="button"
              disabled={full}
              aria-label={t('inspection.marks.addOn', { view: viewName(view) })}
              onClick={(event) => place(view, event)}
              className={`${frame} ${viewLayout[view]} cursor-crosshair hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed`}
            >
              {drawing}
              {caption}
            </button>
          );
        })}
      </div>
      {draft && !readOnly ? (
        <MarkForm
          key={`${draft.view}-${draft.x}-${draft.y}`}
          draft={draft}
          viewName={viewName(draft.view)}
          onChange={setDraft}
          onAdd={add}
          onCancel={() => setDraft(null)}
        />
      ) : null}
      {marks.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('inspection.marks.none')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" aria-label={t('inspection.marks.title')}>
          {marks.map((mark, index) => {
            const number = index + 1;
            const kept = before?.has(mark.id) ?? false;
            return (
              <li key={mark.id} data-testid="damage-mark" className="flex items-center gap-2">
                <span className="flex-1">
                  {t('inspection.marks.item', {
                    number,
                    type: t(`inspection.damageTypes.${mark.type}`),
                    view: viewName(mark.view),
                  })}
                  {mark.note ? `: ${mark.note}` : ''}{' '}
                  {before && !kept ? <Badge tone="red">{t('inspection.marks.new')}</Badge> : null}
                </span>
                {readOnly || kept ? null : (
                  <button
                    type="button"
                    onClick={() => onChange(marks.filter((other) => other.id !== mark.id))}
                    aria-label={t('inspection.marks.remove', { number })}
                    className="rounded-md p-1.5 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** the new mark's type and note; Enter in the note adds it (not the dialog's submit) */
function MarkForm({
  draft,
  viewName,
  onChange,
  onAdd,
  onCancel,
}: {
  draft: Draft;
  viewName: string;
  onChange: (draft: Draft) => void;
  onAdd: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('rentals');
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    group.current?.querySelector('select')?.focus();
  }, []);
  return (
    <fieldset
      ref={group}
      className="grid gap-2 rounded-lg border border-blue-300 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end dark:border-blue-800"
    >
      <legend className="px-1 text-sm font-medium">
        {t('inspection.marks.newOn', { view: viewName })}
      </legend>
      <SelectField
        label={t('inspection.marks.type')}
        value={draft.type}
        onChange={(event) => onChange({ ...draft, type: event.target.value as DamageType })}
      >
        {damageTypes.map((type) => (
          <option key={type} value={type}>
            {t(`inspection.damageTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('inspection.marks.note')}
        value={draft.note}
        maxLength={200}
        onChange={(event) => onChange({ ...draft, note: event.target.value })}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onAdd();
        }}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('inspection.marks.cancel')}
        </Button>
        <Button onClick={onAdd}>{t('inspection.marks.add')}</Button>
      </div>
    </fieldset>
  );
}
