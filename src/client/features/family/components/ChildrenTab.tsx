import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdvancedTaxInfo, ChildInfo } from '@shared/contract/advanced-tax-info';
import { swissToday } from '@shared/domain/birth-dates';
import { AddItemButton } from '@client/components/item-list/AddItemButton';
import { RemovableItemCard } from '@client/components/item-list/RemovableItemCard';
import { UndoRemoveBanner } from '@client/components/item-list/UndoRemoveBanner';
import { useUndoableRemoval } from '@client/components/item-list/use-undoable-removal';
import { SectionForm } from '@client/components/section-form/SectionForm';
import { Field, Input } from '@client/components/ui/Field';
import { SwitchField } from '@client/components/ui/Switch';
import { now } from '@client/lib/clock';
import { validationText } from '@client/lib/i18n';
import { toastSectionSaveFailure } from '@client/lib/section-save-error';
import { toast } from '@client/lib/toast';
import { useSaveChildren } from '../api/save-children';
import { MAX_CHILDREN, canAddChild, childrenFormSchema, emptyChild, type ChildrenFormValues } from '../children-form';

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
  const { lastRemoved, removeItem, undoRemove, forgetRemoved, undoButtonRef } = useUndoableRemoval<ChildInfo>({ count: fields.length, remove, insert });

  const childName = (child: Pick<ChildInfo, 'firstName' | 'lastName'> | undefined, index: number) =>
    [child?.firstName.trim(), child?.lastName.trim()].filter(Boolean).join(' ') || t('children.childNumber', { number: index + 1 });

  const removeChild = (index: number) => {
    const child = form.getValues(`children.${index}`);
    removeItem(index, child, childName(child, index));
  };

  const submit = form.handleSubmit((values) => {
    save.mutate(values.children, {
      onSuccess: () => {
        form.reset(values);
        forgetRemoved();
        toast({ title: t('children.toasts.savedTitle'), description: t('children.toasts.savedText') });
      },
      onError: (error) =>
        toastSectionSaveFailure(error, t('children.toasts.failedTitle'), (reason) =>
          reason === 'generic' ? t('children.toasts.failedText') : t(`errors.${reason}`),
        ),
    });
  });

  const errorOf = (message: string | undefined) => (message ? validationText(message) : undefined);
  const listError = errorOf(errors.children?.message ?? errors.children?.root?.message);

  return (
    <SectionForm
      title={t('children.title')}
      intro={t('children.intro', { year: taxYear })}
      locked={locked}
      saving={save.isPending}
      saveLabel={t('children.save')}
      savingLabel={t('common.saving')}
      onSubmit={submit}
      documents={documents}
      documentsHeading={t('common.documents')}
      documentsHeadingId="children-documents"
    >
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
          <RemovableItemCard
            key={field.id}
            headingId={`${id}-heading`}
            heading={name}
            removeLabel={t('children.remove')}
            removeName={t('children.removeNamed', { name })}
            onRemove={() => removeChild(index)}
          >
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field id={`${id}-first-name`} label={t('children.firstName')} error={firstNameError} required>
                {(control) => <Input {...control} autoComplete="off" {...form.register(`children.${index}.firstName`)} />}
              </Field>
              <Field id={`${id}-last-name`} label={t('children.lastName')} error={lastNameError}>
                {(control) => <Input {...control} autoComplete="off" {...form.register(`children.${index}.lastName`)} />}
              </Field>
              <Field id={`${id}-birth-date`} label={t('children.birthDate')} error={birthDateError} required>
                {(control) => <Input {...control} type="date" max={today} {...form.register(`children.${index}.birthDate`)} />}
              </Field>
              <Field id={`${id}-schooling`} label={t('children.schoolingInfo')} hint={t('children.schoolingHint')} error={schoolingError}>
                {(control) => <Input {...control} autoComplete="off" {...form.register(`children.${index}.schoolingInfo`)} />}
              </Field>
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
          </RemovableItemCard>
        );
      })}

      <UndoRemoveBanner
        message={lastRemoved ? t('children.removed', { name: lastRemoved.name }) : null}
        undoLabel={t('common.undo')}
        onUndo={undoRemove}
        undoDisabled={!canAddChild(fields.length)}
        undoButtonRef={undoButtonRef}
      />

      <AddItemButton
        label={t('children.add')}
        onAdd={() => append(emptyChild())}
        disabled={!canAddChild(fields.length)}
        limitHint={t('children.limit', { max: MAX_CHILDREN })}
        limitHintId="children-limit"
        error={listError}
        errorId="children-list-error"
      />
    </SectionForm>
  );
}
