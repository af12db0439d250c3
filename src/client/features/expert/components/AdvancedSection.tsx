import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { AdvancedTaxInfo } from '@shared/contract/advanced-tax-info';
import { cantonBySlug } from '@shared/domain/cantons';
import { DEDUCTION_CATEGORIES } from '@shared/domain/deduction-categories';
import { formatRappenAsChf } from '@client/lib/chf-amount';
import { formatDate, formatDateTime } from '@client/lib/format';
import { documentCategoryName } from '@client/lib/document-category-name';
import { currentLanguage } from '@client/lib/i18n';
import { swissDateFromIso } from '@client/lib/swiss-date';
import { AhvValue } from './AhvValue';
import { CaseSection, Rows } from './CaseSection';

function Sub({ title, updatedAt, children }: { title: string; updatedAt?: string; children: ReactNode }) {
  const { t } = useTranslation('expert');
  return (
    <section className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {updatedAt ? <span className="text-xs text-slate-600">{t('advanced.updatedAt', { date: formatDateTime(updatedAt) })}</span> : null}
      </div>
      {children}
    </section>
  );
}

/** Authorization, spouse, children, deductions, investments and real estate as the taxpayer saved them. */
export function AdvancedSection({ advanced }: { advanced: AdvancedTaxInfo }) {
  const { t } = useTranslation('expert');
  useTranslation('documentCategories');
  const language = currentLanguage();
  const none = <span className="text-slate-600">{t('notProvided')}</span>;
  const empty = <p className="text-sm text-slate-600">{t('advanced.notSaved')}</p>;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const chf = (rappen: number | null) => (rappen === null ? none : formatRappenAsChf(rappen));
  const text = (value: string | null | undefined) => (value ? value : none);

  const { authorization, spouse, children, deductions, investments, realEstate, lastUpdated } = advanced;
  const canton = cantonBySlug(authorization?.canton);
  const deductionRows = DEDUCTION_CATEGORIES.flatMap((category) => {
    const amount = deductions?.amountsRappen[category.id];
    if (amount === undefined) return [];
    return [{ id: category.id, name: documentCategoryName(category.documentCategoryId, language) ?? category.id, formItem: category.formItem, amount }];
  });
  const deductionTotal = deductionRows.reduce((sum, row) => sum + row.amount, 0);

  return (
    <CaseSection id="advanced" title={t('case.sections.advanced')} actions={advanced.locked ? <span className="text-sm text-slate-700">{t('advanced.locked')}</span> : null}>
      <div className="flex flex-col gap-5">
        <Sub title={t('advanced.authorization.title')} updatedAt={lastUpdated.authorization}>
          {authorization ? (
            <Rows
              rows={[
                { label: t('advanced.authorization.canton'), value: canton ? `${canton.names[language]} (${canton.code})` : none },
                { label: t('advanced.authorization.taxNumber'), value: authorization.taxAddressEnabled ? text(authorization.tinNumber) : none },
                { label: t('advanced.authorization.ahvNumber'), value: authorization.ahvNumberEnabled ? <AhvValue value={authorization.ahvNumber} /> : none },
                { label: t('advanced.authorization.powerOfAttorney'), value: authorization.powerOfAttorneyAccepted ? t('advanced.authorization.accepted') : t('advanced.authorization.notAccepted') },
              ]}
            />
          ) : (
            empty
          )}
        </Sub>

        <Sub title={t('advanced.spouse.title')} updatedAt={lastUpdated.spouse}>
          {spouse ? (
            <Rows
              rows={[
                { label: t('advanced.spouse.name'), value: text([spouse.firstName, spouse.lastName].filter(Boolean).join(' ')) },
                { label: t('advanced.spouse.age'), value: spouse.age === null ? none : String(spouse.age) },
                { label: t('advanced.spouse.occupation'), value: text(spouse.occupation) },
                { label: t('advanced.spouse.ahvNumber'), value: <AhvValue value={spouse.ahvNumber} /> },
                { label: t('advanced.spouse.taxId'), value: text(spouse.taxId) },
              ]}
            />
          ) : (
            empty
          )}
        </Sub>

        <Sub title={t('advanced.children.title', { count: children.length })} updatedAt={lastUpdated.children}>
          {children.length ? (
            <ul className="flex flex-col gap-2">
              {children.map((child, index) => (
                <li key={`${child.firstName}-${child.birthDate}-${index}`} className="rounded-xl bg-slate-50 px-3 py-2">
                  <div className="font-medium text-slate-900">
                    {[child.firstName, child.lastName].filter(Boolean).join(' ')} · {swissDateFromIso(child.birthDate)}
                  </div>
                  <div className="text-sm text-slate-700">
                    {[
                      child.disability ? t('advanced.children.disability') : '',
                      child.alimony ? t('advanced.children.alimony') : '',
                      child.schoolingInfo ? t('advanced.children.schooling', { info: child.schoolingInfo }) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ') || t('advanced.children.nothingSpecial')}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            empty
          )}
        </Sub>

        <Sub title={t('advanced.deductions.title')} updatedAt={lastUpdated.deductions}>
          {deductionRows.length ? (
            <table className="w-full text-sm">
              <caption className="sr-only">{t('advanced.deductions.title')}</caption>
              <thead className="text-left text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-3">{t('advanced.deductions.category')}</th>
                  <th scope="col" className="py-1 pr-3">{t('advanced.deductions.formItem')}</th>
                  <th scope="col" className="py-1 text-right">{t('advanced.deductions.amount')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {deductionRows.map((row) => (
                  <tr key={row.id}>
                    <td className="py-1.5 pr-3">{row.name}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{row.formItem}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatRappenAsChf(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-slate-300 font-semibold">
                  <th scope="row" colSpan={2} className="py-1.5 text-left">{t('advanced.deductions.total')}</th>
                  <td className="py-1.5 text-right tabular-nums">{formatRappenAsChf(deductionTotal)}</td>
                </tr>
              </tfoot>
            </table>
          ) : (
            empty
          )}
        </Sub>

        <Sub title={t('advanced.investments.title')} updatedAt={lastUpdated.investments}>
          {investments ? (
            <Rows
              rows={[
                { label: t('advanced.investments.securities'), value: yesNo(investments.holdsSecurities) },
                { label: t('advanced.investments.crypto'), value: yesNo(investments.holdsCryptocurrencies) },
                { label: t('advanced.investments.other'), value: yesNo(investments.holdsOtherInvestments) },
                { label: t('advanced.investments.qualifying'), value: yesNo(investments.hasQualifyingParticipation) },
                { label: t('advanced.investments.bankAccounts'), value: String(investments.bankAccountCount) },
                { label: t('advanced.investments.custodyAccounts'), value: String(investments.custodyAccountCount) },
                { label: t('advanced.investments.taxValue'), value: chf(investments.taxValueRappen) },
                { label: t('advanced.investments.grossRevenueA'), value: chf(investments.grossRevenueARappen) },
                { label: t('advanced.investments.grossRevenueB'), value: chf(investments.grossRevenueBRappen) },
                { label: t('advanced.investments.withholdingClaim'), value: chf(investments.withholdingTaxClaimRappen) },
                { label: t('advanced.notes'), value: text(investments.notes) },
              ]}
            />
          ) : null}
          {/* The accounts and depots listed one by one, with the document a pre-filled one came from (issue 12). */}
          {investments && investments.entries.length > 0 ? (
            <div className="mt-3 flex flex-col gap-3">
              {investments.entries.map((entry) => (
                <div key={entry.id} className="rounded-xl bg-slate-50 p-3">
                  <div className="mb-2 font-medium text-slate-900 [overflow-wrap:anywhere]">
                    {t(`advanced.investments.entryKinds.${entry.kind}`)}
                    {entry.description ? ` · ${entry.description}` : ''}
                    {entry.reference ? ` · ${entry.reference}` : ''}
                  </div>
                  {entry.source ? (
                    <p className="mb-2 text-sm text-slate-700">
                      {t('advanced.investments.source', { fileName: entry.source.fileName, date: formatDate(entry.source.confirmedAt) })}
                      {entry.editedByHand ? ` ${t('advanced.investments.sourceEdited')}` : ''}
                      {entry.source.documentDeleted ? ` ${t('advanced.investments.sourceDeleted')}` : ''}
                    </p>
                  ) : null}
                  <Rows
                    rows={[
                      { label: t('advanced.investments.taxValue'), value: chf(entry.taxValueRappen) },
                      { label: t('advanced.investments.grossRevenueA'), value: chf(entry.grossRevenueARappen) },
                      { label: t('advanced.investments.grossRevenueB'), value: chf(entry.grossRevenueBRappen) },
                      { label: t('advanced.investments.withholdingClaim'), value: chf(entry.withholdingTaxClaimRappen) },
                    ]}
                  />
                </div>
              ))}
            </div>
          ) : null}
          {investments ? null : (
            empty
          )}
        </Sub>

        <Sub title={t('advanced.realEstate.title')} updatedAt={lastUpdated.realEstate}>
          {realEstate ? (
            <div className="flex flex-col gap-3">
              {realEstate.properties.map((property, index) => (
                <div key={`${property.kind}-${index}`} className="rounded-xl bg-slate-50 p-3">
                  <div className="mb-2 font-medium text-slate-900">
                    {t(`advanced.realEstate.kinds.${property.kind}`)}
                    {property.location ? ` · ${property.location}` : ''}
                  </div>
                  <Rows
                    rows={[
                      { label: t('advanced.realEstate.taxValue'), value: chf(property.taxValueRappen) },
                      { label: t('advanced.realEstate.rentalValue'), value: chf(property.rentalValueRappen) },
                      { label: t('advanced.realEstate.mortgageDebt'), value: chf(property.mortgageDebtRappen) },
                      { label: t('advanced.realEstate.mortgageInterest'), value: chf(property.mortgageInterestRappen) },
                      {
                        label: t('advanced.realEstate.maintenance'),
                        value: property.maintenanceFlatRate ? t('advanced.realEstate.flatRate') : chf(property.maintenanceCostsRappen),
                      },
                    ]}
                  />
                </div>
              ))}
              {realEstate.properties.length === 0 ? <p className="text-sm text-slate-600">{t('advanced.realEstate.noProperties')}</p> : null}
              {realEstate.notes ? <Rows rows={[{ label: t('advanced.notes'), value: realEstate.notes }]} /> : null}
            </div>
          ) : (
            empty
          )}
        </Sub>
      </div>
    </CaseSection>
  );
}
