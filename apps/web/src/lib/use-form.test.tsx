// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowConsoleError } from '../../../../vitest.setup.ts';
import { description } from '../test/render.tsx';
import { ApiError } from './api-error.ts';
import { type Form, useForm } from './use-form.ts';

/** a contract-like schema: a name and a price in centimes */
const body = z.object({
  name: z.string().trim().min(1, 'Customer name is required'),
  price: z.number({ error: 'Valid selling price is required' }).int().positive(),
});
type Output = z.output<typeof body>;
const start = { name: '', price: '' };

let form: Form<typeof start, Output>;
const submitted: Output[] = [];

function Probe({ message }: { message?: (field: string) => string | undefined }) {
  form = useForm({
    schema: body,
    defaultValues: start,
    toInput: (values) => ({ ...values, price: Number(values.price) * 100 || Number.NaN }),
    ...(message ? { message } : {}),
  });
  return (
    <form onSubmit={form.handleSubmit((input) => void submitted.push(input))}>
      {(['name', 'price'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={name}>{name}</label>
          <input
            id={name}
            {...form.register(name)}
            aria-describedby={form.error(name) ? `${name}-error` : undefined}
          />
          {form.error(name) ? <span id={`${name}-error`}>{form.error(name)}</span> : null}
        </div>
      ))}
      <p role="alert">{form.failure}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useForm', () => {
  it('submits what the schema parses from the typed texts', async () => {
    submitted.length = 0;
    render(<Probe />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('name'), '  Amina ');
    await user.type(screen.getByLabelText('price'), '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ name: 'Amina', price: 2500 }]));
  });

  it('shows the schema’s message beside each refused field, and clears it once fixed', async () => {
    submitted.length = 0;
    render(<Probe />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('name');
    await waitFor(() => expect(description(name)).toBe('Customer name is required'));
    expect(description(screen.getByLabelText('price'))).toBe('Valid selling price is required');
    await user.type(name, 'A');
    await waitFor(() => expect(description(name)).toBeNull());
    expect(submitted).toEqual([]);
  });

  it('words a refused field in the screen’s own words when it has them', async () => {
    render(<Probe message={(field) => (field === 'price' ? 'Type the final price' : undefined)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(description(screen.getByLabelText('price'))).toBe('Type the final price'),
    );
    expect(description(screen.getByLabelText('name'))).toBe('Customer name is required');
  });

  it('puts a server refusal’s field errors beside their fields (fieldErrors: body.name -> name)', async () => {
    render(<Probe />);
    const refusal = new ApiError(400, 'validation_failed', 'Customer name is required', [
      { path: 'body.name', message: 'Customer name is required' },
    ]);
    let shown = false;
    act(() => {
      shown = form.refuse(refusal, 'Saving failed');
    });
    expect(shown).toBe(true);
    expect(description(screen.getByLabelText('name'))).toBe('Customer name is required');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows a refusal no field can show as the form’s failure, in the server’s words', async () => {
    render(<Probe />);
    let shown = true;
    act(() => {
      shown = form.refuse(new ApiError(409, 'car_not_available', 'Car is not available'), 'Failed');
    });
    expect(shown).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Car is not available');
    // with `always`, the sentence shows beside the fields' errors too
    act(() => {
      form.refuse(
        new ApiError(400, 'validation_failed', 'Invalid', [{ path: 'body.price', message: 'Bad' }]),
        'Failed',
        { always: true },
      );
    });
    expect(description(screen.getByLabelText('price'))).toBe('Bad');
    expect(screen.getByRole('alert').textContent).toBe('Invalid');
  });

  it('shows the refusal’s sentence too when one of its fields is not on the form', async () => {
    render(<Probe />);
    act(() => {
      form.refuse(
        new ApiError(400, 'validation_failed', 'Notes are too long', [
          { path: 'body.name', message: 'Customer name is required' },
          { path: 'body.notes', message: 'Notes are too long' },
        ]),
        'Failed',
      );
    });
    expect(description(screen.getByLabelText('name'))).toBe('Customer name is required');
    expect(screen.getByRole('alert').textContent).toBe('Notes are too long');
  });
});

describe('a refusal of a part the form holds no value for', () => {
  let listForm: Form<{ title: string }, { title: string; items: string[] }>;
  function ListProbe() {
    listForm = useForm({
      schema: z.object({
        title: z.string(),
        items: z.array(z.string()).min(1, 'Add at least one charge'),
      }),
      defaultValues: { title: '' },
      toInput: (values) => ({ ...values, items: [] }),
    });
    return (
      <form onSubmit={listForm.handleSubmit(() => {})}>
        <p role="alert">{listForm.failure}</p>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('is the form’s failure, so that the person sees why nothing was sent', async () => {
    render(<ListProbe />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Add at least one charge'),
    );
    expect(listForm.getValues()).toEqual({ title: '' });
  });
});

describe('the console.error check (vitest.setup.ts)', () => {
  it('lets a test log the console.error it names', () => {
    allowConsoleError(/^expected: /);
    console.error('expected: a refusal this test provokes');
  });
});
