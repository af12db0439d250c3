// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { FileUp } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StatusSequenceBar } from '@client/components/StatusSequenceBar';
import { changeLanguage } from '@client/lib/i18n';
import { StatusProgress } from './StatusProgress';
import { TaskTile } from './TaskTile';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(cleanup);

const steps = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('status words on the home screen', () => {
  it('names a finished step by what was done: step 1 reads “Profil erfasst – Erledigt”', () => {
    render(<StatusProgress statusId={2} />);
    const [first, second] = steps();
    expect(first).toBe('Profil erfasstErledigt');
    expect(second).toBe('2Unterlagen erforderlichAktuell');
    expect(screen.queryByText('Profil unvollständig')).toBeNull();
  });

  it('keeps the step names of what is still to come', () => {
    render(<StatusProgress statusId={1} />);
    expect(steps()[0]).toBe('1Profil unvollständigAktuell');
    expect(steps()[3]).toBe('4In BearbeitungAusstehend');
  });

  it('gives a started tile a word of its own, unlike status 4 “In Bearbeitung”', () => {
    render(
      <MemoryRouter>
        <TaskTile icon={FileUp} title="Datei-Upload" description="PDFs hochladen" state="active" />
      </MemoryRouter>,
    );
    const tile = screen.getByRole('heading', { name: 'Datei-Upload' }).parentElement!;
    expect(within(tile).getByText('Begonnen')).toBeTruthy();
    expect(within(tile).queryByText('In Bearbeitung')).toBeNull();
  });

  it('shows finished steps in the admin sequence bar as done', async () => {
    await changeLanguage('en');
    try {
      render(<StatusSequenceBar status="documents_pending" />);
      expect(steps()[0]).toBe('Initial info entered16%');
      expect(steps()[1]).toBe('2Upload required documents32%');
    } finally {
      await changeLanguage('de');
    }
  });
});
