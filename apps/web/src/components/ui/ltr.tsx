import { ltrRuns } from '@car-rental/domain/documents/isolate';
import { Fragment, type ReactNode } from 'react';

/**
 * A value that reads left to right inside right-to-left text (issue 28 §14): a phone, a
 * plate, a licence, an e-mail, an address, an amount, a date. Without it Arabic prints
 * "0699 01 02 03" as "03 02 01 0699" and "1 500 DA" as "DA 1 500". A text with Arabic in
 * it (a translated line with a figure, an address typed in Arabic) keeps its direction and
 * only its Latin and digit runs are isolated: "نقص في الوقود: 3/8 × 600 DA" keeps
 * "3/8 × 600 DA" in order. The same runs as the documents' (ltrRuns). Anything but a text
 * or a number (an element, a badge) is shown as it is: it places its own values.
 */
export function Ltr({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string | undefined;
  testId?: string | undefined;
}) {
  if (typeof children !== 'string' && typeof children !== 'number') return children;
  if (children === '') return null;
  const runs = ltrRuns(String(children));
  const [only] = runs;
  if (runs.length === 1 && only?.ltr) {
    return (
      <bdi dir="ltr" className={className} data-testid={testId}>
        {only.text}
      </bdi>
    );
  }
  return (
    <span className={className} data-testid={testId}>
      {runs.map((run, index) =>
        run.ltr ? (
          <bdi key={index} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </span>
  );
}

/** values side by side with " · " between them ("0699 01 02 03 · DL-778899"), each isolated */
export function LtrList({ values }: { values: (string | number | null | undefined)[] }) {
  return values
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map((value, index) => (
      <Fragment key={index}>
        {index > 0 ? ' · ' : null}
        <Ltr>{value}</Ltr>
      </Fragment>
    ));
}
