import { FolderOpen } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@client/components/ui/Button';
import { categoryNameOf, useDocumentCategories } from '@client/lib/api/get-document-categories';
import { useFiles } from '@client/lib/api/get-files';
import { toast } from '@client/lib/toast';
import { deductionOverview, deductionStats } from '../deduction-overview';
import { useDeductionUpload } from '../use-deduction-upload';
import { useUploadBlock } from '../use-upload-block';
import { DeductionOverview } from './DeductionOverview';
import { DeductionStats } from './DeductionStats';
import { DeductionUpload } from './DeductionUpload';
import { LoadFailedCard } from '@client/components/ui/LoadFailedCard';

/**
 * The tax documents page's content for one year (spec part 2 'Tax documents page', §4, §5):
 * figures, the upload form and the overview of the 17 deductions. Choosing 'add' on a
 * deduction picks it in the form; a successful upload clears the choice.
 */
export function TaxDocuments({ taxYear }: { taxYear: number }) {
  const { t } = useTranslation('taxDocuments');
  const files = useFiles(taxYear);
  const { categories } = useDocumentCategories(taxYear, 'all');
  const block = useUploadBlock(taxYear);
  const upload = useDeductionUpload(taxYear);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const picker = useRef<HTMLButtonElement>(null);

  const list = files.data ?? [];
  const nameOf = (id: number) => categoryNameOf(categories, id);

  const send = (chosen: File[], id: number) => {
    void upload.upload(chosen, id).then((outcome) => {
      if (outcome.uploaded.length === 0) return;
      setCategoryId(null);
      toast({ title: t('toasts.successTitle'), description: t('upload.uploaded', { count: outcome.uploaded.length, name: nameOf(id) }) });
    });
  };

  const addTo = (id: number) => {
    setCategoryId(id);
    picker.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    picker.current?.focus({ preventScroll: true });
  };

  return (
    <div className="flex flex-col gap-5">
      {files.isError ? (
        <LoadFailedCard message={t('filesFailed')} onRetry={() => void files.refetch()} retrying={files.isFetching} />
      ) : null}
      <DeductionStats stats={deductionStats(list)} />
      <DeductionUpload
        ref={picker}
        taxYear={taxYear}
        categoryId={categoryId}
        onCategoryChange={setCategoryId}
        nameOf={nameOf}
        block={block}
        state={upload.state}
        onFiles={send}
      />
      <DeductionOverview items={deductionOverview(list)} nameOf={nameOf} onAdd={block === null && !upload.uploading ? addTo : undefined} loading={files.isPending} />
      <Link to="/file-history" className={buttonClasses('secondary', 'md', 'self-start')}>
        <FolderOpen aria-hidden="true" className="h-5 w-5" />
        {t('fileHistory')}
      </Link>
    </div>
  );
}
