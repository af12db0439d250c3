import { Globe, Lock, MapPinned, ScanText, ShieldCheck, Smartphone, TrendingUp, type LucideIcon } from 'lucide-react';

/** The seven feature statements of the product (spec part 1 §1, part 2 §1); texts in namespace featureTest. */
export const FEATURE_STATEMENTS: readonly { key: FeatureKey; icon: LucideIcon }[] = [
  { key: 'aiRecognition', icon: ScanText },
  { key: 'encryptedStorage', icon: Lock },
  { key: 'multilingual', icon: Globe },
  { key: 'swissDataProtection', icon: ShieldCheck },
  { key: 'mobileAccess', icon: Smartphone },
  { key: 'allCantons', icon: MapPinned },
  { key: 'moreRefund', icon: TrendingUp },
];

export type FeatureKey = 'aiRecognition' | 'encryptedStorage' | 'multilingual' | 'swissDataProtection' | 'mobileAccess' | 'allCantons' | 'moreRefund';
