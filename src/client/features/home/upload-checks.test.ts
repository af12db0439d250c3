import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/contract/upload-limits';
import { clientFileProblem, perFileProgress } from './upload-checks';

describe('client-side file checks', () => {
  it('let accepted types below 50 MB through', () => {
    expect(clientFileProblem({ name: 'Lohnausweis 2025.PDF', size: 1000 })).toBeNull();
    expect(clientFileProblem({ name: 'camera-capture-1.jpg', size: MAX_UPLOAD_BYTES - 1 })).toBeNull();
    expect(clientFileProblem({ name: 'notes.txt', size: 3 })).toBeNull();
  });

  it('refuse 50 MB and more, empty files and other types', () => {
    expect(clientFileProblem({ name: 'scan.pdf', size: MAX_UPLOAD_BYTES })).toBe('FILE_TOO_LARGE');
    expect(clientFileProblem({ name: 'scan.pdf', size: 0 })).toBe('EMPTY_FILE');
    expect(clientFileProblem({ name: 'page.html', size: 10 })).toBe('UNSUPPORTED_TYPE');
    expect(clientFileProblem({ name: 'pdf', size: 10 })).toBe('UNSUPPORTED_TYPE');
  });
});

describe('per-file progress of one request', () => {
  it('fills the files in order', () => {
    expect(perFileProgress([100, 300], 0, 400)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 50, 400)).toEqual([50, 0]);
    expect(perFileProgress([100, 300], 250, 400)).toEqual([100, 50]);
    expect(perFileProgress([100, 300], 400, 400)).toEqual([100, 100]);
  });

  it('scales the request size (with its multipart overhead) to the files', () => {
    expect(perFileProgress([100, 100], 500, 1000)).toEqual([100, 0]);
    expect(perFileProgress([100], 2000, 1000)).toEqual([100]);
    expect(perFileProgress([100], 10, 0)).toEqual([0]);
  });
});
