import { carPage } from '@car-rental/domain/contract/cars';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { answerMismatch, JsonText } from './json-text.ts';

const answer = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  amount: z.number().int(),
  note: z.string().nullable(),
});
const ID = '5d0a8d5e-3c1f-4f43-9b51-2a4c8f0e7a11';
const good = { id: ID, at: '2026-06-15T10:00:00.000Z', amount: 1200, note: null };

describe('a JSON answer the database wrote, held to its schema', () => {
  it('passes an answer equal to its schema parse', () => {
    expect(answerMismatch(answer, JSON.stringify(good))).toBeUndefined();
    expect(answerMismatch(carPage, '{"items":[],"nextCursor":null}')).toBeUndefined();
  });

  it('names a field the contract does not have', () => {
    expect(answerMismatch(answer, JSON.stringify({ ...good, secret: 'x' }))).toMatch(
      /\$\.secret: sent "x"/,
    );
  });

  it('names a value in another shape: an amount as text, a time without its zone, a missing field', () => {
    expect(answerMismatch(answer, JSON.stringify({ ...good, amount: '1200' }))).toMatch(/amount/);
    expect(answerMismatch(answer, JSON.stringify({ ...good, at: '2026-06-15 10:00:00' }))).toMatch(
      /at/,
    );
    const { note: _, ...missing } = good;
    expect(answerMismatch(answer, JSON.stringify(missing))).toMatch(/note/);
    expect(answerMismatch(answer, '{"id":')).toMatch(/not JSON/);
  });

  it('is on in every vitest run and with CHECK_ANSWERS=1, off in production', () => {
    expect(loadConfig({ VITEST: 'true' }).checkAnswers).toBe(true);
    expect(loadConfig({ CHECK_ANSWERS: '1' }).checkAnswers).toBe(true);
    expect(loadConfig({}).checkAnswers).toBe(false);
  });

  it('reads back as the value it writes', () => {
    expect(new JsonText<typeof good>(JSON.stringify(good)).value()).toEqual(good);
  });
});
