import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from './ui/cn';

/** The Helvetax logo from /logo.png; a crossed-eye icon stands in when it fails to load. */
export function Logo({ className, alt = '' }: { className?: string; alt?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} className={cn('inline-flex items-center justify-center rounded-xl bg-brand-600 text-white', className)}>
        <EyeOff className="h-1/2 w-1/2" aria-hidden="true" />
      </span>
    );
  }
  return <img src="/logo.png" alt={alt} className={cn('object-contain', className)} onError={() => setFailed(true)} draggable={false} />;
}
