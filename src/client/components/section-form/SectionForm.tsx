import { ArrowLeft } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../ui/Button';
import { cn } from '../ui/cn';

export type SectionFormProps = {
  title: string;
  intro: string;
  /** A locked section shows its values but every control, the save button included, is off. */
  locked: boolean;
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A ghost button above the title that leads back to the overview; none when left out. */
  backToOverview?: { label: string; onClick: () => void };
  /** The section's uploads, below the form under their own heading. */
  documents?: ReactNode;
  documentsHeading: string;
  /** The documents heading's id, which labels their section. */
  documentsHeadingId: string;
  children: ReactNode;
};

/**
 * The frame of a form that saves one section in one call: title and intro, the fields, the
 * save button, then the section's documents. Texts come in as props.
 */
export function SectionForm({
  title,
  intro,
  locked,
  saving,
  saveLabel,
  savingLabel,
  onSubmit,
  backToOverview,
  documents,
  documentsHeading,
  documentsHeadingId,
  children,
}: SectionFormProps) {
  return (
    // The fieldset disables every control inside, the documents' upload buttons too.
    <fieldset disabled={locked} className="m-0 min-w-0 border-0 p-0">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div>
          {backToOverview ? (
            <Button variant="ghost" size="sm" onClick={backToOverview.onClick} className="-ml-3">
              <ArrowLeft aria-hidden="true" className="h-5 w-5" />
              {backToOverview.label}
            </Button>
          ) : null}
          <h2 className={cn(backToOverview && 'mt-2', 'text-xl font-semibold text-slate-900')}>{title}</h2>
          <p className="mt-1 text-slate-700">{intro}</p>
        </div>

        {children}

        <div className="flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={locked || saving}>
            {saving ? savingLabel : saveLabel}
          </Button>
        </div>
      </form>

      {documents ? (
        <section aria-labelledby={documentsHeadingId} className="mt-8">
          <h3 id={documentsHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
            {documentsHeading}
          </h3>
          {documents}
        </section>
      ) : null}
    </fieldset>
  );
}
