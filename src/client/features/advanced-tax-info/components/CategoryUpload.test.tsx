// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/contract/upload-limits';
import { ApiError } from '@client/lib/api-client';
import { changeLanguage } from '@client/lib/i18n';
import type { UploadAvailability } from '../section-overview';
import { CategoryUpload } from './CategoryUpload';

const toast = vi.hoisted(() => vi.fn());
const postMultipart = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/toast', () => ({ toast }));
vi.mock('@client/lib/sha256', () => ({ sha256Hex: async () => 'a'.repeat(64) }));
vi.mock('@client/lib/upload-request', async (original) => ({ ...(await original<typeof import('@client/lib/upload-request')>()), postMultipart }));

const category = { id: 17, name: 'Foreign Employment' };
let year = 2000;

function renderUpload(availability: UploadAvailability) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  // Each test its own year: the upload state lives outside React, per year and category.
  year += 1;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CategoryUpload taxYear={year} category={category} availability={availability} />
    </QueryClientProvider>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { input, choose, invalidate };
}

function fileOf(name: string, size: number): File {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const stored = (name: string) => ({
  id: 1,
  filename: name,
  originalFileName: name,
  fileName: name,
  categoryId: 17,
  categoryName: 'Foreign Employment',
  category: 'foreign_employment',
  taxYear: 2025,
  createdAt: '2026-03-01T10:00:00.000Z',
  uploadedAt: '2026-03-01T10:00:00.000Z',
  blobUrl: '/api/files/1',
  size: 8,
  mimeType: 'application/pdf',
  hash: 'a'.repeat(64),
});

beforeAll(async () => {
  await changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toast.mockReset();
  postMultipart.mockReset();
});

describe('category upload', () => {
  it('says why it cannot be used: not relevant, locked', () => {
    renderUpload('notRelevant');
    expect(screen.getByRole('button', { name: 'Not relevant' })).toHaveProperty('disabled', true);
    cleanup();
    renderUpload('locked');
    expect(screen.getByRole('button', { name: 'Locked' })).toHaveProperty('disabled', true);
  });

  it('takes one PDF, JPG, PNG, Word or text file and names the category', () => {
    const { input } = renderUpload('ready');
    const button = screen.getByRole('button', { name: 'Upload a document for Foreign Employment' });
    expect(button).toHaveProperty('disabled', false);
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx,.txt');
  });

  it('refuses a file of 50 MB before sending it, with the file-too-large toast', async () => {
    const { choose } = renderUpload('ready');
    await act(async () => choose(fileOf('scan.pdf', MAX_UPLOAD_BYTES)));
    expect(postMultipart).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'File too large', variant: 'destructive' }));
    expect(screen.getByText(/scan\.pdf: The file is too large: files must be smaller than 50 MB\./)).toBeTruthy();
  });

  it('shows the progress, then the success for 2 s with a toast naming the category, then refetches the files', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let finish: (value: unknown) => void = () => undefined;
    postMultipart.mockImplementation((_path: string, _form: FormData, options: { onProgress: (p: { loaded: number; total: number }) => void }) => {
      options.onProgress({ loaded: 40, total: 100 });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { choose, invalidate } = renderUpload('ready');
    await act(async () => choose(fileOf('payslip.pdf', 1000)));

    // The upload code loads when a file is sent (a dynamic import), so the progress comes a moment later.
    await vi.waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload of payslip.pdf' }).getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByRole('button', { name: 'Uploading…' })).toHaveProperty('disabled', true);

    const file = stored('payslip.pdf');
    await act(async () =>
      finish({
        files: [file],
        failedCount: 0,
        results: [{ status: 'fulfilled', value: { ...file, duplicate: false } }],
        statusAdvanced: false,
        taxStatus: { status: 'documents_submitted', current_status_id: 3, taxYear: 2025, isTaxProfileComplete: true, advanced_tax_locked: false, documents_requested: false },
      }),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getAllByText('payslip.pdf uploaded').length).toBeGreaterThan(0);
    expect(toast).toHaveBeenCalledWith({ title: 'Document uploaded', description: 'payslip.pdf was saved under “Foreign Employment”.' });
    expect(invalidate).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/files'] });
    expect(screen.getByRole('button', { name: 'Upload a document for Foreign Employment' })).toHaveProperty('disabled', false);
  });

  it("shows the server's refusal of a locked year in words and keeps it until the next try", async () => {
    postMultipart.mockRejectedValue(new ApiError(409, 'SECTION_LOCKED', 'Section locked', true));
    const { choose } = renderUpload('ready');
    await act(async () => choose(fileOf('late.pdf', 1000)));
    const reason = 'This tax year is completed and locked; no more documents can be added.';
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Upload failed', description: reason, variant: 'destructive' }));
    expect(screen.getByText(`late.pdf: ${reason}`)).toBeTruthy();
  });
});
