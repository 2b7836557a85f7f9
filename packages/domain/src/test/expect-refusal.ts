import { DomainError } from '../errors.ts';

/** test helper: runs `run` and returns the DomainError it throws */
export function expectRefusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
