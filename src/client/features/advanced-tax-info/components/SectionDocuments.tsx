import { Collapsible } from 'radix-ui';
import { ChevronDown, FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@client/components/ui/Badge';
import type { UploadAvailability } from '../section-overview';
import { typicalDocuments } from '../typical-documents';
import { CategoryUpload } from './CategoryUpload';

export type DocumentCategoryEntry = { id: number; name: string; fileCount: number };

type SectionDocumentsProps = {
  taxYear: number;
  categories: DocumentCategoryEntry[];
  availability: UploadAvailability;
  /** Level of each category's heading, one below the surrounding heading. */
  headingLevel: 3 | 4;
};

/**
 * A section's document categories (spec part 2 'Tax documents overview'): each with its file
 * count and upload button, and a disclosure with the documents the tax office typically wants.
 */
export function SectionDocuments({ taxYear, categories, availability, headingLevel }: SectionDocumentsProps) {
  const { t } = useTranslation('advancedTaxInfo');
  const hintId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-3">
      {availability === 'ready' ? (
        <p id={hintId} className="text-sm text-slate-600">
          {t('upload.hint')}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {categories.map((category) => {
          const documents = typicalDocuments(t, category.id);
          return (
            <li key={category.id} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
              <Collapsible.Root>
                <div className="flex items-start gap-3">
                  <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                  <Heading className="min-w-0 flex-1 font-medium text-slate-900 hyphens-auto [overflow-wrap:anywhere]">{category.name}</Heading>
                  <Badge tone={category.fileCount > 0 ? 'success' : 'neutral'} className="shrink-0">
                    {t('overview.fileCount', { count: category.fileCount })}
                  </Badge>
                </div>
                <div className="mt-2 sm:pl-8">
                  <CategoryUpload
                    taxYear={taxYear}
                    category={category}
                    availability={availability}
                    hintId={hintId}
                    extra={
                      documents.length > 0 ? (
                        <Collapsible.Trigger className="group inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-medium text-brand-700 hover:underline">
                          <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" />
                          {t('overview.typicalDocuments')}
                        </Collapsible.Trigger>
                      ) : null
                    }
                  />
                  <Collapsible.Content>
                    <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700">
                      {documents.map((document) => (
                        <li key={document}>{document}</li>
                      ))}
                    </ul>
                  </Collapsible.Content>
                </div>
              </Collapsible.Root>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
