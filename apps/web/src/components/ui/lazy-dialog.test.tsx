// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lazyDialog } from './lazy-dialog.tsx';

interface Props {
  open: boolean;
  name: string;
}

/** a dialog that says whether it is open, and counts how often its code was fetched */
function setup() {
  const loads = { count: 0 };
  const Dialog = lazyDialog<Props>(async () => {
    loads.count += 1;
    return ({ open, name }: Props) => <p>{`${name} ${open ? 'open' : 'closed'}`}</p>;
  });
  return { Dialog, loads };
}

it('fetches nothing while the dialog was never opened, then its code on the first opening', async () => {
  const { Dialog, loads } = setup();
  const { container, rerender } = render(<Dialog open={false} name="Edit Car" />);
  expect(container.innerHTML).toBe('');
  expect(loads.count).toBe(0);

  rerender(<Dialog open name="Edit Car" />);
  expect(await screen.findByText('Edit Car open')).toBeTruthy();
  expect(loads.count).toBe(1);
});

it('stays mounted once opened: it closes and reopens as the dialog itself does, fetched once', async () => {
  const { Dialog, loads } = setup();
  const { rerender } = render(<Dialog open name="Extend Rental" />);
  expect(await screen.findByText('Extend Rental open')).toBeTruthy();

  rerender(<Dialog open={false} name="Extend Rental" />);
  expect(screen.getByText('Extend Rental closed')).toBeTruthy();
  rerender(<Dialog open name="Extend Rental" />);
  expect(screen.getByText('Extend Rental open')).toBeTruthy();
  expect(loads.count).toBe(1);
});
