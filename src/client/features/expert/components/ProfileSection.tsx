import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import {
  EMPLOYMENT_TYPES,
  HOUSING_SITUATIONS,
  MARITAL_STATUSES,
  PENSION_ENTITLEMENTS,
  PROPERTY_USES,
  RELIGIONS,
  SALUTATIONS,
  TAXATION_LEVELS,
} from '@shared/contract/user';
import type { User } from '@shared/contract/user-answer';
import { cantonBySlug } from '@shared/domain/cantons';
import { formatChf, formatDate } from '@client/lib/format';
import { currentLanguage } from '@client/lib/i18n';
import { swissDateFromIso } from '@client/lib/swiss-date';
import { AhvValue } from './AhvValue';
import { CaseSection, Rows, type Row } from './CaseSection';

function isOneOf<T extends readonly string[]>(values: T, value: string | null): value is T[number] {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The taxpayer's personal data and the answers of the tax-profile wizard, in readable words. */
export function ProfileSection({ profile }: { profile: User }) {
  const { t } = useTranslation('expert');
  const none = <span className="text-slate-600">{t('notProvided')}</span>;
  const text = (value: string | null | undefined): ReactNode => (value ? value : none);
  const yesNo = (value: boolean | null | undefined): ReactNode => (value === null || value === undefined ? none : value ? t('yes') : t('no'));
  const canton = cantonBySlug(profile.cantonOfResidence);

  const option = (field: 'religion' | 'housingSituation' | 'maritalStatus' | 'propertyUse' | 'employmentType' | 'pensionEntitlement' | 'taxationLevel', value: string | null): ReactNode => {
    if (isOneOf(RELIGIONS, value) && field === 'religion') return t(`profile.options.religion.${value}`);
    if (isOneOf(HOUSING_SITUATIONS, value) && field === 'housingSituation') return t(`profile.options.housingSituation.${value}`);
    if (isOneOf(MARITAL_STATUSES, value) && field === 'maritalStatus') return t(`profile.options.maritalStatus.${value}`);
    if (isOneOf(PROPERTY_USES, value) && field === 'propertyUse') return t(`profile.options.propertyUse.${value}`);
    if (isOneOf(EMPLOYMENT_TYPES, value) && field === 'employmentType') return t(`profile.options.employmentType.${value}`);
    if (isOneOf(PENSION_ENTITLEMENTS, value) && field === 'pensionEntitlement') return t(`profile.options.pensionEntitlement.${value}`);
    if (isOneOf(TAXATION_LEVELS, value) && field === 'taxationLevel') return t(`profile.options.taxationLevel.${value}`);
    return text(value);
  };

  const salutation = isOneOf(SALUTATIONS, profile.salutation) ? t(`profile.options.salutation.${profile.salutation}`) : '';
  const address = [profile.street, [profile.zipCode, profile.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const personal: Row[] = [
    { label: t('profile.fields.name'), value: text([salutation, profile.name].filter(Boolean).join(' ')) },
    { label: t('profile.fields.email'), value: <a className="text-brand-700 underline" href={`mailto:${profile.email}`}>{profile.email}</a> },
    { label: t('profile.fields.phone'), value: profile.phone ? <a className="text-brand-700 underline" href={`tel:${profile.countryCode}${profile.phone}`}>{`${profile.countryCode} ${profile.phone}`}</a> : none },
    { label: t('profile.fields.dateOfBirth'), value: text(swissDateFromIso(profile.dateOfBirth)) },
    { label: t('profile.fields.religion'), value: option('religion', profile.religion) },
    { label: t('profile.fields.jobName'), value: text(profile.jobName) },
    { label: t('profile.fields.address'), value: text(address) },
    { label: t('profile.fields.gemeinde'), value: text(profile.gemeinde) },
    { label: t('profile.fields.cantonOfResidence'), value: canton ? `${canton.names[currentLanguage()]} (${canton.code})` : none },
    { label: t('profile.fields.taxAddress'), value: text(profile.taxAddress) },
    { label: t('profile.fields.ahvNumber'), value: <AhvValue value={profile.ahvNumber} /> },
    { label: t('profile.fields.customerSince'), value: formatDate(profile.createdAt) },
  ];

  const children = profile.hasChildren
    ? `${t('yes')} – ${profile.numberOfChildren ?? 0}${profile.childrenAges.length ? ` (${t('profile.fields.ages', { ages: profile.childrenAges.join(', ') })})` : ''}`
    : yesNo(profile.hasChildren);
  const property = profile.propertyOwner
    ? [t('yes'), profile.numberOfProperties ? String(profile.numberOfProperties) : '', profile.propertyCountry ?? '', profile.propertyUse && isOneOf(PROPERTY_USES, profile.propertyUse) ? t(`profile.options.propertyUse.${profile.propertyUse}`) : '']
        .filter(Boolean)
        .join(' · ')
    : yesNo(profile.propertyOwner);
  const alimony = profile.paysAlimony
    ? [t('yes'), profile.alimonyAmount ? formatChf(profile.alimonyAmount) : '', profile.alimonyDuration ?? ''].filter(Boolean).join(' · ')
    : yesNo(profile.paysAlimony);

  const tax: Row[] = [
    { label: t('profile.fields.maritalStatus'), value: option('maritalStatus', profile.maritalStatus) },
    { label: t('profile.fields.employmentType'), value: option('employmentType', profile.employmentType) },
    { label: t('profile.fields.housingSituation'), value: option('housingSituation', profile.housingSituation) },
    { label: t('profile.fields.movedDuringYear'), value: profile.movedDuringYear === 'yes' ? t('yes') : profile.movedDuringYear === 'no' ? t('no') : none },
    { label: t('profile.fields.hasChildren'), value: children },
    { label: t('profile.fields.propertyOwner'), value: property },
    { label: t('profile.fields.paysAlimony'), value: alimony },
    { label: t('profile.fields.hasInvestments'), value: yesNo(profile.hasInvestments) },
    { label: t('profile.fields.hasForeignIncome'), value: yesNo(profile.hasForeignIncome) },
    { label: t('profile.fields.hasPillar3a'), value: yesNo(profile.hasPillar3a) },
    { label: t('profile.fields.hasPension'), value: yesNo(profile.hasPension) },
    { label: t('profile.fields.receivesAHVIV'), value: yesNo(profile.receivesAHVIV) },
    { label: t('profile.fields.isDisabled'), value: yesNo(profile.isDisabled) },
    { label: t('profile.fields.pensionEntitlement'), value: option('pensionEntitlement', profile.pensionEntitlement) },
    { label: t('profile.fields.isFirefighter'), value: yesNo(profile.isFirefighter) },
    { label: t('profile.fields.taxationLevel'), value: option('taxationLevel', profile.taxationLevel) },
  ];

  return (
    <CaseSection id="profile" title={t('case.sections.profile')}>
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{t('profile.personal')}</h3>
      <Rows rows={personal} />
      <h3 className="mb-3 mt-6 text-sm font-semibold text-slate-900">{t('profile.taxProfile')}</h3>
      {profile.isTaxProfileComplete ? null : <p className="mb-3 text-sm text-amber-900">{t('profile.taxProfileIncomplete')}</p>}
      <Rows rows={tax} />
    </CaseSection>
  );
}
