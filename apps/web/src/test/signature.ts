// Component tests of the contract's dialogs: the customer signs on the pad (happy-dom has no
// canvas drawing, so the canvas gives a real 1 x 1 PNG) and the agency's contract terms.
import type { RentalContract } from '@car-rental/domain/contract/inspections';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

/** a 1 x 1 PNG: what the signature pad's canvas gives */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

/** call in beforeEach: the canvas exports SIGNATURE_PNG */
export function canvasGivesPng() {
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNATURE_PNG);
}

/** one stroke on the pad named 'Customer signature', once it shows */
export async function sign() {
  const pad = await screen.findByRole('img', { name: 'Customer signature' });
  fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'touch', clientX: 5, clientY: 5 });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'touch' });
}

export const contractTerms: RentalContract['terms'] = {
  fuelPricePerEighth: 60_000,
  kmAllowancePerDay: 250,
  pricePerKm: 1_500,
  lateGraceMinutes: 60,
  latePricePerHour: 50_000,
};
