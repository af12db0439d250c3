// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchCombobox, type SearchComboboxEnter } from './SearchCombobox';

type Place = { id: number; name: string };
const PLACES: Place[] = [
  { id: 1, name: 'Aeugst' },
  { id: 2, name: 'Buchs' },
  { id: 3, name: 'Chur' },
];

afterEach(() => cleanup());

function PlaceSearch({ enter, onSelect, options = PLACES, noResults = false }: { enter?: SearchComboboxEnter; onSelect: (place: Place) => void; options?: Place[]; noResults?: boolean }) {
  const [text, setText] = useState('');
  return (
    <SearchCombobox
      id="place"
      label="Ort"
      placeholder="Ort eingeben"
      text={text}
      onTextChange={setText}
      options={options}
      optionKey={(place) => place.id}
      renderOption={(place) => place.name}
      onSelect={(place) => {
        setText(place.name);
        onSelect(place);
      }}
      enter={enter}
      isFetching={false}
      noResults={noResults}
      noResultsText="Kein Ort gefunden"
      listLabel="Gefundene Orte"
      countText={(count) => `${count} Orte gefunden`}
    />
  );
}

/** Renders the search with the focus in its field and its list open. */
function openSearch(props: Parameters<typeof PlaceSearch>[0]) {
  render(<PlaceSearch {...props} />);
  const field = screen.getByRole('combobox', { name: 'Ort' });
  act(() => field.focus());
  return field;
}

const highlighted = (field: HTMLElement) => {
  const id = field.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** fireEvent answers false when a handler prevented the default (a form would not be submitted). */
const pressEnter = (field: HTMLElement) => fireEvent.keyDown(field, { key: 'Enter' });

describe('the search combobox', () => {
  it('opens its list with the focus and announces how many options there are', () => {
    const field = openSearch({ onSelect: vi.fn() });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Gefundene Orte' }).hidden).toBe(false);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Aeugst', 'Buchs', 'Chur']);
    expect(screen.getByText('3 Orte gefunden')).toBeTruthy();
    act(() => field.blur());
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves the highlight round the list with the arrow keys', () => {
    const field = openSearch({ onSelect: vi.fn() });
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(highlighted(field)).toBe('Aeugst');
    expect(screen.getByRole('option', { name: 'Aeugst' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(highlighted(field)).toBe('Chur');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(highlighted(field)).toBe('Aeugst');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(highlighted(field)).toBe('Chur');
    expect(field.getAttribute('aria-activedescendant')).toMatch(/-option-2$/);
  });

  it('picks the highlighted option with Enter, fills the field and closes the list', () => {
    const onSelect = vi.fn();
    const field = openSearch({ onSelect });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(pressEnter(field)).toBe(false);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PLACES[1]);
    expect((field as HTMLInputElement).value).toBe('Buchs');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('picks the first option on Enter when none is highlighted, and leaves Enter to the form while the list is closed', () => {
    const onSelect = vi.fn();
    const field = openSearch({ onSelect });
    expect(pressEnter(field)).toBe(false);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PLACES[0]);
    expect(pressEnter(field)).toBe(true);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it("with enter 'highlighted-only' picks nothing unless an option is highlighted, and never lets Enter submit the form", () => {
    const onSelect = vi.fn();
    const field = openSearch({ onSelect, enter: 'highlighted-only' });
    expect(pressEnter(field)).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(pressEnter(field)).toBe(false);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PLACES[2]);
    expect(pressEnter(field)).toBe(false);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('closes the list and drops the highlight on Escape; typing opens it again', () => {
    const onSelect = vi.fn();
    const field = openSearch({ onSelect });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(false);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    // A second Escape is not the combobox's any more (a dialog around it may close).
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(true);
    fireEvent.change(field, { target: { value: 'Bu' } });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says that nothing was found only while the field has the focus', () => {
    render(<PlaceSearch onSelect={vi.fn()} options={[]} noResults />);
    const field = screen.getByRole('combobox', { name: 'Ort' });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => field.focus());
    expect(screen.getByRole('status').textContent).toBe('Kein Ort gefunden');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
  });
});
