import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { now } from './clock';
import { emit } from './events';

type SelectedTaxYear = { taxYear: number; setTaxYear: (year: number) => void };

const SelectedTaxYearContext = createContext<SelectedTaxYear | null>(null);

/** The tax year the person works on; defaults to the most recent year open for filing. */
export function SelectedTaxYearProvider({ children }: { children: ReactNode }) {
  const [taxYear, setYear] = useState(() => defaultTaxYear(now()));
  const setTaxYear = useCallback((year: number) => {
    setYear(year);
    // Spec part 1 §9: the 'tax year changed' event follows 100 ms after the change.
    window.setTimeout(() => emit('taxYearChanged', { taxYear: year }), 100);
  }, []);
  const value = useMemo(() => ({ taxYear, setTaxYear }), [taxYear, setTaxYear]);
  return <SelectedTaxYearContext.Provider value={value}>{children}</SelectedTaxYearContext.Provider>;
}

export function useSelectedTaxYear(): SelectedTaxYear {
  const value = useContext(SelectedTaxYearContext);
  if (!value) throw new Error('useSelectedTaxYear needs SelectedTaxYearProvider');
  return value;
}
