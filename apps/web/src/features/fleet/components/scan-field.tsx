import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { InspectionPhotos } from '../../rentals/components/inspection/inspection-photos.tsx';

/** one scanned paper (a paper's, a fine's notice): an inspection photo, the latest chosen kept */
export function ScanField({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: string[];
  onChange: (scan: string[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}
      </legend>
      <InspectionPhotos value={value} onChange={(photos) => onChange(photos.slice(-1))} />
      <ErrorBox message={error} />
    </fieldset>
  );
}
