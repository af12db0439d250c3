import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_RESET_STATUS, nextAdminStatus, previousAdminStatus, TAX_STATUS_KEYS, type TaxStatusKey } from '@shared/domain/tax-status';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Field, Input, NativeSelect } from '@client/components/ui/Field';
import { SwitchField } from '@client/components/ui/Switch';
import { validationText } from '@client/lib/i18n';
import type { StatusSequence } from '../use-status-sequence';

type ManageStatusCardProps = {
  sequence: StatusSequence;
  userIdText: string;
  onUserIdChange: (text: string) => void;
  userIdValid: boolean;
  taxYear: number;
  years: number[];
  onTaxYearChange: (year: number) => void;
  /** User and year stay fixed while loop or auto advance run. */
  targetLocked: boolean;
};

/** 'Manage tax status': user and year, a status select with Update, debug previous/reset/next and the auto loop. */
export function ManageStatusCard(props: ManageStatusCardProps) {
  const { sequence } = props;
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<TaxStatusKey | ''>('');
  const [selectError, setSelectError] = useState(false);
  const manualDisabled = !props.userIdValid || sequence.manualDisabled;

  const update = () => {
    if (!chosen) {
      setSelectError(true);
      return;
    }
    sequence.set(chosen);
  };

  return (
    <Card aria-labelledby="admin-manage-title" role="region">
      <h2 id="admin-manage-title" className="text-lg font-semibold text-slate-900">
        {t('manage.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('manage.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The error takes the hint's place rather than stacking under it. */}
        <Field
          id="admin-status-user"
          label={t('manage.userId')}
          hint={props.userIdValid ? t('manage.userIdHint') : undefined}
          error={props.userIdValid ? undefined : validationText('userIdInvalid')}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={props.userIdText}
              disabled={props.targetLocked}
              onChange={(event) => props.onUserIdChange(event.target.value)}
            />
          )}
        </Field>
        <Field id="admin-status-year" label={t('manage.taxYear')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={props.taxYear}
              disabled={props.targetLocked}
              onChange={(event) => props.onTaxYearChange(Number(event.target.value))}
            >
              {props.years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field id="admin-status-select" className="flex-1" label={t('manage.status')} error={selectError ? t('manage.selectStatus') : undefined}>
          {(control) => (
            <NativeSelect
              {...control}
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value as TaxStatusKey | '');
                setSelectError(false);
              }}
            >
              <option value="">{t('manage.choose')}</option>
              {TAX_STATUS_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`sequence.${key}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button className="sm:mt-7" disabled={manualDisabled} onClick={update}>
          {t('manage.update')}
        </Button>
      </div>

      <h3 className="mt-6 text-sm font-semibold text-slate-800">{t('manage.debugTitle')}</h3>
      <div className="mt-2 grid grid-cols-3 gap-2">
        <Button variant="secondary" size="sm" disabled={manualDisabled} onClick={() => sequence.set(previousAdminStatus(sequence.status))}>
          {t('controls.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={manualDisabled} onClick={() => sequence.set(ADMIN_RESET_STATUS)}>
          {t('controls.reset')}
        </Button>
        <Button variant="secondary" size="sm" disabled={manualDisabled} onClick={() => sequence.set(nextAdminStatus(sequence.status))}>
          {t('controls.next')}
        </Button>
      </div>
      <SwitchField
        className="mt-3"
        id="admin-auto-loop"
        label={t('manage.autoLoop')}
        description={t('controls.loopCount', { count: sequence.loopCount })}
        checked={sequence.looping}
        onCheckedChange={sequence.toggleLoop}
        disabled={!props.userIdValid || (!sequence.looping && sequence.loopDisabled)}
      />
    </Card>
  );
}
