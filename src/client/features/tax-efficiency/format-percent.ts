import { madeOnFirstUse } from '@shared/domain/made-on-first-use';

const percentFormat = madeOnFirstUse(() => new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A rate the engine gives in percent with two decimals, de-CH style: '12.35 %'. */
export function formatPercent(percent: number): string {
  return `${percentFormat().format(percent)} %`;
}
