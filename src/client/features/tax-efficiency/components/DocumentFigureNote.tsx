import { FileCheck } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FiguresFromDocuments } from '@shared/contract/tax-efficiency';
import { Button } from '@client/components/ui/Button';
import { formatChf } from '@client/lib/format';
import type { FiguresFormValues } from '../figures-form';
import { holdsAmount, type DocumentField } from '../from-documents';

type StatementDocuments = FiguresFromDocuments['documents'];
type CertificateDocuments = FiguresFromDocuments['earners'][number]['documents'];

/** The texts that name the documents a figure comes from, one per kind of document. */
export function useDocumentSourceTexts() {
  const { t } = useTranslation('taxEfficiency');
  return {
    /** 'E-Steuerauszug Interactive Brokers, E-Steuerauszug UBS'. */
    statements: (documents: StatementDocuments) =>
      documents.map((doc) => (doc.institution ? t('fromDocuments.statement', { institution: doc.institution }) : doc.name)).join(', '),
    /** 'Lohnausweis Alpenblick Software AG'. */
    certificates: (documents: CertificateDocuments) =>
      documents.map((doc) => (doc.employer ? t('fromDocuments.certificate', { employer: doc.employer }) : doc.name)).join(', '),
  };
}

/** 'E-Steuerauszug Interactive Brokers, E-Steuerauszug UBS': the statements a figure comes from. */
export function useDocumentSources(documents: StatementDocuments): string {
  return useDocumentSourceTexts().statements(documents);
}

type DocumentFigureNoteProps = {
  id: string;
  control: Control<FiguresFormValues>;
  field: DocumentField;
  /** Francs the confirmed documents give for the field. */
  amount: number;
  /** The documents the amount comes from, named for the person. */
  sources: string;
  onTake: () => void;
};

/**
 * One line under a field the taxpayer's confirmed documents can fill: where the amount
 * entered came from, or the documents' amount with a button that takes it over.
 */
export function DocumentFigureNote({ id, control, field, amount, sources, onTake }: DocumentFigureNoteProps) {
  const { t } = useTranslation('taxEfficiency');
  const entered = useWatch({ control, name: field });
  if (holdsAmount(entered, amount)) {
    return (
      <p id={id} className="flex items-start gap-1.5 text-sm text-slate-700">
        <FileCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
        <span>{t('fromDocuments.taken', { sources })}</span>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-slate-50 px-3 py-1">
      <p id={id} className="flex items-start gap-1.5 text-sm text-slate-800">
        <FileCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
        <span>{t('fromDocuments.offer', { amount: formatChf(amount), sources })}</span>
      </p>
      <Button variant="secondary" size="sm" aria-describedby={id} onClick={onTake}>
        {t('fromDocuments.take')}
      </Button>
    </div>
  );
}
