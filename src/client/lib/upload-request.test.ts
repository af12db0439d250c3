// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fieldsFirst } from './upload-request';

describe('fieldsFirst', () => {
  it('sends every text field before the first file, keeping the order within each group', async () => {
    const form = new FormData();
    form.append('files', new File(['%PDF-1.4 a'], 'Lohnausweis.pdf', { type: 'application/pdf' }));
    form.append('categoryId', '1');
    form.append('files', new File(['%PDF-1.4 b'], 'Beleg.pdf'));
    form.append('hashes[]', 'aaa');
    form.append('hashes[]', 'bbb');

    const ordered = [...fieldsFirst(form).entries()];
    expect(ordered.map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toEqual([
      ['categoryId', '1'],
      ['hashes[]', 'aaa'],
      ['hashes[]', 'bbb'],
      ['files', 'Lohnausweis.pdf'],
      ['files', 'Beleg.pdf'],
    ]);
    // The files themselves travel unchanged.
    expect(await (ordered[3]![1] as File).text()).toBe('%PDF-1.4 a');
  });
});
