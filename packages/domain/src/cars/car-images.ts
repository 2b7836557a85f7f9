import { DomainError } from '../errors.ts';
import { MAX_CAR_IMAGES } from './car.ts';

/** refuses a sixth image with the spec's limit */
export function assertImageCount(images: readonly string[]): void {
  if (images.length > MAX_CAR_IMAGES) {
    throw new DomainError('too_many_images', 'details.tooManyImages', { count: MAX_CAR_IMAGES });
  }
}
