import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/Card';
import { cn } from '@client/components/ui/cn';

/** One section of the case page: a card with a heading the page's jump links point at. */
export function CaseSection({ id, title, actions, children, className }: { id: string; title: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('scroll-mt-20', className)} role="region" aria-labelledby={`${id}-title`} id={id}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

export type Row = { label: string; value: ReactNode };

/** Label and value pairs, two columns on wide screens. */
export function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{row.label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
