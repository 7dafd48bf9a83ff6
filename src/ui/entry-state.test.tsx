import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { EntryKeyProvider, useEntryState } from './entry-state';

function Choice({ id = 'tab' }: { id?: string }) {
  const [value, setValue] = useEntryState(id, '0');
  return <button type="button" onClick={() => setValue(String(Number(value) + 1))}>tab {value}</button>;
}

afterEach(() => sessionStorage.clear());

it('a choice made on a page comes back when the user returns to the same history entry, even after a reload', () => {
  const first = render(<EntryKeyProvider value="entry-a"><Choice /></EntryKeyProvider>);
  act(() => screen.getByRole('button').click());
  act(() => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('tab 2');
  first.unmount();
  render(<EntryKeyProvider value="entry-a"><Choice /></EntryKeyProvider>);
  expect(screen.getByRole('button')).toHaveTextContent('tab 2');
});

it('a new visit of the page (another entry) starts at the initial value, and each entry keeps its own', () => {
  const view = render(<EntryKeyProvider value="entry-a"><Choice /></EntryKeyProvider>);
  act(() => screen.getByRole('button').click());
  view.rerender(<EntryKeyProvider value="entry-b"><Choice /></EntryKeyProvider>);
  expect(screen.getByRole('button')).toHaveTextContent('tab 0');
  view.rerender(<EntryKeyProvider value="entry-a"><Choice /></EntryKeyProvider>);
  expect(screen.getByRole('button')).toHaveTextContent('tab 1');
});

it('outside a page it is plain state: nothing is kept', () => {
  const view = render(<Choice />);
  act(() => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('tab 1');
  view.unmount();
  render(<Choice />);
  expect(screen.getByRole('button')).toHaveTextContent('tab 0');
  expect(sessionStorage.getItem('qsh-entry-state')).toBeNull();
});
