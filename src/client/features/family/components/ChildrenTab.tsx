import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2, Undo2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdvancedTaxInfo, ChildInfo } from '@shared/contract/advanced-tax-info';
import { swissToday } from '@shared/domain/birth-dates';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { FieldError, FieldHint, Input, Label } from '@client/components/ui/Field';
import { SwitchField } from '@client/components/ui/Switch';
import { isSessionExpired } from '@client/lib/api-client';
import { now } from '@client/lib/clock';
import { validationText } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useSaveChildren } from '../api/save-children';
import { MAX_CHILDREN, canAddChild, childrenFormSchema, emptyChild, restoreIndex, type ChildrenFormValues } from '../children-form';
import { saveErrorKey } from './save-error-key';

export type ChildrenTabProps = {
  taxYear: number;
  info: AdvancedTaxInfo;
  locked: boolean;
  documents?: ReactNode;
  onBackToOverview: () => void;
};

/** Children tab (spec part 2 'Advanced tax information page', §3 'Child'): the list, saved in one call. */
export function ChildrenTab({ taxYear, info, locked, documents }: ChildrenTabProps) {
  return <ChildrenForm key={taxYear} taxYear={taxYear} saved={info.children} locked={locked} documents={documents} />;
}

type Removed = { child: ChildInfo; index: number; name: string };

function ChildrenForm({ taxYear, saved, locked, documents }: { taxYear: number; saved: ChildInfo[]; locked: boolean; documents?: ReactNode }) {
  const { t } = useTranslation('advancedSections');
  const save = useSaveChildren(taxYear);
  const clock = now();
  // Today in Switzerland limits the date picker; the shared birth-date rule checks the same day.
  const today = swissToday(clock);
  const form = useForm<ChildrenFormValues>({ resolver: zodResolver(childrenFormSchema(clock)), defaultValues: { children: saved }, mode: 'onTouched' });
  const { fields, append, remove, insert } = useFieldArray({ control: form.control, name: 'children' });
  const children = useWatch({ control: form.control, name: 'children' });
  const { errors } = form.formState;
  // Removed rows stay restorable until the list is saved.
  const [removed, setRemoved] = useState<Removed[]>([]);
  const undoRef = useRef<HTMLButtonElement>(null);
  const lastRemoved = removed.at(-1);

  const childName = (child: Pick<ChildInfo, 'firstName' | 'lastName'> | undefined, index: number) =>
    [child?.firstName.trim(), child?.lastName.trim()].filter(Boolean).join(' ') || t('children.childNumber', { number: index + 1 });

  const removeChild = (index: number) => {
    const child = form.getValues(`children.${index}`);
    flushSync(() => {
      remove(index);
      setRemoved((list) => [...list, { child, index, name: childName(child, index) }]);
    });
    undoRef.current?.focus();
  };

  const undoRemove = () => {
    if (!lastRemoved) return;
    setRemoved((list) => list.slice(0, -1));
    insert(restoreIndex(lastRemoved.index, fields.length), lastRemoved.child);
  };

  const submit = form.handleSubmit((values) => {
    save.mutate(values.children, {
      onSuccess: () => {
        form.reset(values);
        setRemoved([]);
        toast({ title: t('children.toasts.savedTitle'), description: t('children.toasts.savedText') });
      },
      onError: (error) => {
        if (isSessionExpired(error)) return;
        const reason = saveErrorKey(error);
        toast({
          title: t('children.toasts.failedTitle'),
          description: reason === 'generic' ? t('children.toasts.failedText') : t(`errors.${reason}`),
          variant: 'destructive',
        });
      },
    });
  });

  const errorOf = (message: string | undefined) => (message ? validationText(message) : undefined);
  const listError = errorOf(errors.children?.message ?? errors.children?.root?.message);

  return (
    <fieldset disabled={locked} className="m-0 min-w-0 border-0 p-0">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{t('children.title')}</h2>
          <p className="mt-1 text-slate-700">{t('children.intro', { year: taxYear })}</p>
        </div>

        {fields.length === 0 ? <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-700">{t('children.empty')}</p> : null}

        {fields.map((field, index) => {
          const id = `child-${field.id}`;
          const childErrors = errors.children?.[index];
          const firstNameError = errorOf(childErrors?.firstName?.message);
          const lastNameError = errorOf(childErrors?.lastName?.message);
          const birthDateError = errorOf(childErrors?.birthDate?.message);
          const schoolingError = errorOf(childErrors?.schoolingInfo?.message);
          const name = childName(children[index], index);
          return (
            <Card key={field.id} role="group" aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
              <div className="flex items-start justify-between gap-3">
                <h3 id={`${id}-heading`} className="pt-2.5 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {name}
                </h3>
                <Button variant="ghost" size="sm" onClick={() => removeChild(index)} aria-label={t('children.removeNamed', { name })} className="-mr-2 shrink-0">
                  <Trash2 aria-hidden="true" className="h-5 w-5" />
                  <span className="hidden min-[400px]:inline">{t('children.remove')}</span>
                </Button>
              </div>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <div>
                  <Label htmlFor={`${id}-first-name`}>{t('children.firstName')}</Label>
                  <Input
                    id={`${id}-first-name`}
                    autoComplete="off"
                    required
                    aria-invalid={firstNameError ? true : undefined}
                    aria-describedby={firstNameError ? `${id}-first-name-error` : undefined}
                    {...form.register(`children.${index}.firstName`)}
                  />
                  <FieldError id={`${id}-first-name-error`}>{firstNameError}</FieldError>
                </div>
                <div>
                  <Label htmlFor={`${id}-last-name`}>{t('children.lastName')}</Label>
                  <Input
                    id={`${id}-last-name`}
                    autoComplete="off"
                    aria-invalid={lastNameError ? true : undefined}
                    aria-describedby={lastNameError ? `${id}-last-name-error` : undefined}
                    {...form.register(`children.${index}.lastName`)}
                  />
                  <FieldError id={`${id}-last-name-error`}>{lastNameError}</FieldError>
                </div>
                <div>
                  <Label htmlFor={`${id}-birth-date`}>{t('children.birthDate')}</Label>
                  <Input
                    id={`${id}-birth-date`}
                    type="date"
                    max={today}
                    required
                    aria-invalid={birthDateError ? true : undefined}
                    aria-describedby={birthDateError ? `${id}-birth-date-error` : undefined}
                    {...form.register(`children.${index}.birthDate`)}
                  />
                  <FieldError id={`${id}-birth-date-error`}>{birthDateError}</FieldError>
                </div>
                <div>
                  <Label htmlFor={`${id}-schooling`}>{t('children.schoolingInfo')}</Label>
                  <Input
                    id={`${id}-schooling`}
                    autoComplete="off"
                    aria-invalid={schoolingError ? true : undefined}
                    aria-describedby={[`${id}-schooling-hint`, schoolingError ? `${id}-schooling-error` : ''].join(' ').trim()}
                    {...form.register(`children.${index}.schoolingInfo`)}
                  />
                  <FieldError id={`${id}-schooling-error`}>{schoolingError}</FieldError>
                  <FieldHint id={`${id}-schooling-hint`}>{t('children.schoolingHint')}</FieldHint>
                </div>
              </div>
              <Controller
                control={form.control}
                name={`children.${index}.disability`}
                render={({ field: item }) => (
                  <SwitchField
                    id={`${id}-disability`}
                    label={t('children.disability')}
                    description={t('children.disabilityHint')}
                    checked={item.value}
                    onCheckedChange={item.onChange}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`children.${index}.alimony`}
                render={({ field: item }) => (
                  <SwitchField
                    id={`${id}-alimony`}
                    label={t('children.alimony')}
                    description={t('children.alimonyHint')}
                    checked={item.value}
                    onCheckedChange={item.onChange}
                  />
                )}
              />
            </Card>
          );
        })}

        <div aria-live="polite">
          {lastRemoved ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950">
              <p>{t('children.removed', { name: lastRemoved.name })}</p>
              <Button ref={undoRef} variant="secondary" size="sm" onClick={undoRemove} disabled={!canAddChild(fields.length)}>
                <Undo2 aria-hidden="true" className="h-5 w-5" />
                {t('common.undo')}
              </Button>
            </div>
          ) : null}
        </div>

        <div>
          <Button variant="secondary" onClick={() => append(emptyChild())} disabled={!canAddChild(fields.length)} aria-describedby="children-limit" className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="h-5 w-5" />
            {t('children.add')}
          </Button>
          <FieldHint id="children-limit">{t('children.limit', { max: MAX_CHILDREN })}</FieldHint>
          <FieldError id="children-list-error">{listError}</FieldError>
        </div>

        <div className="flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={locked || save.isPending}>
            {save.isPending ? t('common.saving') : t('children.save')}
          </Button>
        </div>
      </form>

      {documents ? (
        <section aria-labelledby="children-documents" className="mt-8">
          <h3 id="children-documents" className="mb-3 text-lg font-semibold text-slate-900">
            {t('common.documents')}
          </h3>
          {documents}
        </section>
      ) : null}
    </fieldset>
  );
}
