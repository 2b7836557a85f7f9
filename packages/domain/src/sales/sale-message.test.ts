import { describe, expect, it } from 'vitest';
import { formatDA } from '../money.ts';
import { saleMessage } from './sale-message.ts';

describe('saleMessage', () => {
  it('reports the net profit', () => {
    expect(saleMessage(210_000_000, 150_000_000)).toBe(
      `Car sold successfully! Net profit: ${formatDA(60_000_000)}`,
    );
  });
  it('reports the net loss as a positive amount', () => {
    expect(saleMessage(140_000_000, 150_000_000)).toBe(
      `Car sold successfully! Net loss: ${formatDA(10_000_000)}`,
    );
    expect(saleMessage(140_000_000, 150_000_000)).not.toContain('-');
  });
  it('reports a break-even sale', () => {
    expect(saleMessage(150_000_000, 150_000_000)).toBe('Car sold successfully! Break-even sale.');
  });
  it('says only that the car is sold without a purchase price', () => {
    expect(saleMessage(150_000_000, null)).toBe('Car sold successfully!');
  });
});
