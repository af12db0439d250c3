// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { uploadErrorText } from '@client/lib/upload-error-text';
import { addUploadItems, clearFinishedUploads, removeUploadItems, updateUploadItems, type UploadItem } from '../upload-store';
import { CategoryDialog } from './CategoryDialog';
import { UploadProgressCard } from './UploadProgressCard';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));

beforeAll(async () => {
  await changeLanguage('de');
});
beforeEach(() => {
  toast.mockClear();
  // The storage line under the category asks the server; here it has no answer to give.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: string, fileName: string, patch: Partial<UploadItem> = {}): UploadItem => ({
  id,
  fileName,
  size: 2_400_000,
  progress: 0,
  status: 'uploading',
  ...patch,
});

describe('Upload card', () => {
  // The store lives outside React: every test starts with it empty (its ids are the ones used here).
  beforeEach(() => removeUploadItems(['a', 'b']));

  it('is absent until a file is on its way', () => {
    render(<UploadProgressCard />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows each file with its progress while it runs, and offers no close button then', () => {
    render(<UploadProgressCard />);
    act(() => addUploadItems([item('a', 'lohnausweis.pdf', { progress: 40 })]));
    const card = screen.getByRole('region', { name: 'Wird hochgeladen…' });
    const bar = within(card).getByRole('progressbar', { name: 'Upload von lohnausweis.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40 % – Wird hochgeladen');
    expect(within(card).getByText('lohnausweis.pdf')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Upload-Liste schliessen' })).toBeNull();

    act(() => updateUploadItems(new Map([['a', { progress: 75 }]])));
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
  });

  it('says which file arrived and why another was refused, in words, then closes', () => {
    const refusal = { code: 'FILE_TOO_LARGE', message: 'File too large', params: { maxMb: 50 } };
    render(<UploadProgressCard />);
    act(() =>
      addUploadItems([
        item('a', 'lohnausweis.pdf', { progress: 100, status: 'success' }),
        item('b', 'ferienfoto.mov', { progress: 30, status: 'error', error: refusal }),
      ]),
    );
    const card = screen.getByRole('region', { name: 'Uploads' });
    const [arrived, refused] = within(card).getAllByRole('listitem');
    expect(within(arrived!).getByText('Hochgeladen')).toBeTruthy();
    expect(within(refused!).getByText('Fehlgeschlagen')).toBeTruthy();
    // The reason comes from the code and its params in the interface language, never the server's English.
    const reason = uploadErrorText(refusal);
    expect(reason).not.toBe('File too large');
    expect(within(refused!).getByText(reason)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Upload-Liste schliessen' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps a running upload when finished ones are cleared', () => {
    render(<UploadProgressCard />);
    act(() => addUploadItems([item('a', 'alt.pdf', { progress: 100, status: 'success' })]));
    act(() => addUploadItems([item('b', 'neu.pdf', { progress: 10 })]));
    // A new batch makes room: the finished file of the earlier one is gone.
    expect(screen.queryByText('alt.pdf')).toBeNull();
    act(() => clearFinishedUploads());
    expect(screen.getByText('neu.pdf')).toBeTruthy();
  });
});

describe('Upload dialog (category first)', () => {
  const categories = [
    { id: 1, name: 'Lohnausweis' },
    { id: 9, name: 'Spenden' },
  ];
  function renderDialog(props: { preferred: 'file' | 'camera'; initialCategoryId?: number }) {
    const onChoose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CategoryDialog
          open
          onOpenChange={() => undefined}
          categories={categories}
          uploadedCategoryIds={new Set()}
          taxYear={2025}
          onChoose={onChoose}
          {...props}
        />
      </QueryClientProvider>,
    );
    return onChoose;
  }

  it('does not go on without a category and says so under the field', () => {
    const onChoose = renderDialog({ preferred: 'file' });
    const dialog = screen.getByRole('dialog', { name: 'Dokumentkategorie wählen' });
    const category = within(dialog).getByRole('combobox', { name: 'Dokumentkategorie' });
    expect(category.getAttribute('aria-invalid')).toBeNull();
    expect(category.getAttribute('aria-required')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter zum Hochladen' }));

    expect(onChoose).not.toHaveBeenCalled();
    expect(category.getAttribute('aria-invalid')).toBe('true');
    const error = within(dialog).getByRole('alert');
    expect(error.textContent).toBe('Bitte wählen Sie eine Dokumentkategorie');
    expect(category.getAttribute('aria-describedby')).toBe(error.id);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kategorie erforderlich', variant: 'destructive' }));
  });

  it('goes on the chosen way with the chosen category; the opening tile’s way comes first', () => {
    const onChoose = renderDialog({ preferred: 'camera', initialCategoryId: 9 });
    const dialog = screen.getByRole('dialog', { name: 'Dokumentkategorie wählen' });
    expect(within(dialog).getByRole('combobox', { name: 'Dokumentkategorie' }).textContent).toContain('Spenden');
    const ways = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text === 'Kamera' || text === 'Weiter zum Hochladen');
    expect(ways).toEqual(['Kamera', 'Weiter zum Hochladen']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Kamera' }));
    expect(onChoose).toHaveBeenCalledWith('camera', 9);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
