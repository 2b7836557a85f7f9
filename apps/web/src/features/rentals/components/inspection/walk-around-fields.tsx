import type { InspectionView } from '@car-rental/domain/contract/inspections';
import {
  type AccessoryCheck,
  type DamageMark,
  FUEL_EIGHTHS,
} from '@car-rental/domain/rentals/inspection';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessoriesChecklist, type AccessoryItem } from './accessories-checklist.tsx';
import { CarDiagram } from './car-diagram.tsx';
import { FuelGauge } from './fuel-gauge.tsx';
import { InspectionPhotos } from './inspection-photos.tsx';
import { SignaturePad } from './signature-pad.tsx';

/** the walk around the car as the form holds it (the body's `inspection` once signed) */
export interface WalkAroundDraft {
  fuelEighths: number;
  marks: DamageMark[];
  accessories: AccessoryCheck[];
  photos: string[];
  /** the customer's signature, a PNG data URL; null until signed */
  signature: string | null;
}

/**
 * A walk around to start from: a check-out starts full with no marks and every accessory
 * ticked (`present`); a check-in starts from the check-out's fuel, marks and accessories.
 */
export function newWalkAround(
  items: AccessoryItem[],
  previous?: InspectionView | null,
  present = true,
): WalkAroundDraft {
  const before = (key: string) =>
    previous
      ? (previous.accessories.find((check) => check.key === key)?.present ?? false)
      : present;
  return {
    fuelEighths: previous?.fuelEighths ?? FUEL_EIGHTHS,
    marks: previous?.marks ?? [],
    accessories: items.map((item) => ({
      key: item.key,
      label: item.label,
      present: before(item.key),
    })),
    photos: [],
    signature: null,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The walk around the car, for the check-out and the check-in: fuel, damage marks, photos,
 * accessories, then `children` (what the customer signs for too: the deposit at check-out)
 * and last the customer's signature. `previous` (a check-in) is the check-out to compare with.
 */
export function WalkAroundFields({
  value,
  onChange,
  accessories,
  previous,
  children,
}: {
  value: WalkAroundDraft;
  /** an update of the draft (a state setter): photo uploads finish after other changes */
  onChange: (update: (draft: WalkAroundDraft) => WalkAroundDraft) => void;
  accessories: AccessoryItem[];
  previous?: InspectionView | null | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('rentals');
  const set = <K extends keyof WalkAroundDraft>(key: K, next: WalkAroundDraft[K]) =>
    onChange((draft) => ({ ...draft, [key]: next }));
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('inspection.fuel.title')}>
        <FuelGauge
          value={value.fuelEighths}
          onChange={(next) => set('fuelEighths', next)}
          compareTo={previous?.fuelEighths}
        />
      </Section>
      <Section title={t('inspection.marks.title')}>
        <CarDiagram
          marks={value.marks}
          onChange={(next) => set('marks', next)}
          previousMarks={previous?.marks}
        />
      </Section>
      <Section title={t('inspection.photos.title')}>
        <InspectionPhotos value={value.photos} onChange={(next) => set('photos', next)} />
      </Section>
      {accessories.length > 0 ? (
        <Section title={t('inspection.accessories.title')}>
          <AccessoriesChecklist
            items={accessories}
            value={value.accessories}
            onChange={(next) => set('accessories', next)}
            previous={previous?.accessories}
          />
        </Section>
      ) : null}
      {children}
      <Section title={t('inspection.signature.title')}>
        <SignaturePad onChange={(next) => set('signature', next)} />
      </Section>
    </div>
  );
}
