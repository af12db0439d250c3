import { Home, MapPin, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MunicipalityMatch } from '@shared/contract/tax-calculator';
import { MunicipalitySearch } from '@client/components/MunicipalitySearch';
import { Button, buttonClasses } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import type { Household } from '../figures-form';
import { nameBesideCanton } from '@client/lib/municipality-name';

type HouseholdCardProps = {
  taxYear: number;
  household: Household;
  onMunicipalityChange: (municipality: MunicipalityMatch) => void;
};

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** The household as the tax profile describes it, and the municipality the taxes are computed for. */
export function HouseholdCard({ taxYear, household, onMunicipalityChange }: HouseholdCardProps) {
  const { t } = useTranslation('taxEfficiency');
  const [changing, setChanging] = useState(false);
  const { municipality, childrenAges } = household;
  const children =
    childrenAges.length === 0 ? t('household.noChildren') : t('household.childrenAges', { count: childrenAges.length, ages: childrenAges.join(', ') });
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
          <Home aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{t('household.title')}</h2>
          <p className="text-sm text-slate-600">{t('household.fromProfile')}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {municipality ? <Fact label={t('household.municipality')} value={`${nameBesideCanton(municipality)} (${municipality.canton})`} wide /> : null}
        <Fact label={t('household.relationship')} value={t(`household.${household.relationship}`)} />
        <Fact label={t('household.children')} value={children} />
        <Fact label={t('household.confession')} value={t(`household.confessions.${household.confession}`)} />
      </dl>
      {changing ? (
        <div className="flex flex-col gap-2">
          <MunicipalitySearch
            id="tax-efficiency-municipality"
            taxYear={taxYear}
            autoFocus
            onSelect={(match) => {
              setChanging(false);
              onMunicipalityChange(match);
            }}
          />
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setChanging(false)}>
            {t('household.cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {t('household.changeMunicipality')}
          </Button>
          <Link to="/profile?setup=tax" className={buttonClasses('ghost', 'sm')}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('household.editProfile')}
          </Link>
        </div>
      )}
    </Card>
  );
}

/** Asked before anything else when the profile's municipality is not in the year's tables. */
export function MunicipalityQuestion({ taxYear, onSelect }: { taxYear: number; onSelect: (municipality: MunicipalityMatch) => void }) {
  const { t } = useTranslation('taxEfficiency');
  return (
    <Card className="flex flex-col gap-4 border-amber-300">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('municipality.askTitle')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('municipality.askText')}</p>
      </div>
      <MunicipalitySearch id="tax-efficiency-municipality" taxYear={taxYear} onSelect={onSelect} />
    </Card>
  );
}
