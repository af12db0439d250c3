import { useTranslation } from 'react-i18next';
import { TAX_CARD_IDS, type TaxCardId } from '@shared/domain/tax-cards';
import { CaseSection } from './CaseSection';

const isCardId = (id: string): id is TaxCardId => (TAX_CARD_IDS as readonly string[]).includes(id);

/** The tax topics that apply to the taxpayer's profile, by their titles. */
export function TaxCardsSection({ cardIds }: { cardIds: readonly string[] }) {
  const { t } = useTranslation('expert');
  const { t: tCards } = useTranslation('taxCards');
  return (
    <CaseSection id="tax-cards" title={t('case.sections.taxCards')}>
      {cardIds.length ? (
        <ul className="flex flex-wrap gap-2">
          {cardIds.map((id) => (
            <li key={id} className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-900">
              {isCardId(id) ? tCards(`cards.${id}.title`) : id}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('taxCards.none')}</p>
      )}
    </CaseSection>
  );
}
