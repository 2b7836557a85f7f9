import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../ui/error-box.tsx';
import { PendingNote } from '../ui/pending-note.tsx';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/**
 * A chart's card: title, subtitle, the drawing (hidden from screen readers) and the same
 * figures as a visually hidden table that screen readers read instead.
 */
export function ChartFrame({
  title,
  subtitle,
  table,
  legend,
  children,
  pending,
  error,
  testId,
}: {
  title: string;
  subtitle: string;
  table: ChartTable | undefined;
  legend?: ReactNode;
  children: ReactNode;
  pending: boolean;
  error: string | null;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
      {pending ? <PendingNote /> : null}
      <ErrorBox message={error} />
      {table ? (
        <>
          <div aria-hidden="true" className="mt-3">
            {children}
          </div>
          {legend ? <div className="mt-2 flex flex-wrap gap-4 text-sm">{legend}</div> : null}
          {/*
            the table is as wide as its cells even when sr-only: a 1 px box that clips it keeps
            it from widening the page (issue 28 §15: 413 px in Arabic at 390)
          */}
          <div className="sr-only">
            <table>
              <caption>
                {title}: {t('tableCaption')}
              </caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, index) => (
                      <td key={table.columns[index]}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** a coloured square and its label */
export function LegendItem({ swatch, label }: { swatch: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${swatch}`} />
      {label}
    </span>
  );
}
