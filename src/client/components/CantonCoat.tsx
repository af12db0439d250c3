import { useState } from 'react';
import { cantonInitials } from '@shared/domain/cantons';
import { cn } from './ui/cn';

type CantonCoatProps = {
  /** The canton's name as shown next to the image; the fallback takes its first two letters. */
  name: string;
  src: string;
  className?: string;
};

/**
 * A canton's coat of arms. Decorative (the name is always written next to it); when the image
 * fails to load, the first two letters of the name take its place (spec part 2 'Canton overview').
 */
export function CantonCoat({ name, src, className }: CantonCoatProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <span aria-hidden="true" className={cn('inline-flex h-12 w-10 shrink-0 items-center justify-center', className)}>
      {failed ? (
        <span className="flex h-full w-full items-center justify-center rounded-lg bg-slate-200 text-sm font-bold text-slate-800">
          {cantonInitials(name)}
        </span>
      ) : (
        <img src={src} alt="" loading="lazy" decoding="async" className="h-full w-full object-contain" onError={() => setFailedSrc(src)} />
      )}
    </span>
  );
}
