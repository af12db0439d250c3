import { LoaderCircle } from 'lucide-react';

/** Full-screen overlay with a spinner and a visible text. */
export function LoadingOverlay({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white/95">
      <LoaderCircle aria-hidden="true" className="h-10 w-10 animate-spin text-brand-600" />
      <p className="text-base font-medium text-slate-800">{text}</p>
    </div>
  );
}
