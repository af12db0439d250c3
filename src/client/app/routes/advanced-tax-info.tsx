import { AuthorizationTab } from '@client/features/authorization/components/AuthorizationTab';
import { AdvancedTaxInfoPage, type SectionTabComponents } from '@client/features/advanced-tax-info/components/AdvancedTaxInfoPage';
import { DeductionsTab } from '@client/features/deductions/components/DeductionsTab';
import { ChildrenTab } from '@client/features/family/components/ChildrenTab';
import { SpouseTab } from '@client/features/family/components/SpouseTab';
import { InvestmentsTab } from '@client/features/investments/components/InvestmentsTab';
import { RealEstateTab } from '@client/features/real-estate/components/RealEstateTab';

const SECTION_TABS: SectionTabComponents = {
  authorization: AuthorizationTab,
  investments: InvestmentsTab,
  deductions: DeductionsTab,
  realEstate: RealEstateTab,
  spouse: SpouseTab,
  children: ChildrenTab,
};

/**
 * /advanced-tax-info (spec part 2 'Advanced tax information page'): the page shell, overview
 * and uploads of the advanced-tax-info feature, with each section's tab from its own feature.
 */
export function AdvancedTaxInfoRoute() {
  return <AdvancedTaxInfoPage sectionTabs={SECTION_TABS} />;
}
