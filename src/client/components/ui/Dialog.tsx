import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * 'padded' (default): one padded box. 'flush': only the title and description are padded,
   * so the children can lay out a scrolling body and a footer edge to edge.
   */
  layout?: 'padded' | 'flush';
  /** 'md' (default) for short dialogs, 'lg' for lists. */
  size?: 'md' | 'lg';
};

/** A modal dialog: focus is trapped inside and returns to the opener on close (Radix). */
export function Dialog({ open, onOpenChange, title, description, children, className, layout = 'padded', size = 'md' }: DialogProps) {
  const flush = layout === 'flush';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 animate-fade-in" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[85dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            size === 'lg' ? 'max-w-2xl' : 'max-w-md',
            'rounded-2xl bg-white shadow-xl focus:outline-none',
            flush ? 'overflow-hidden' : 'p-6',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={cn('text-lg font-semibold text-slate-900', flush && 'px-5 pt-5 sm:px-6 sm:pt-6')}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={cn('mt-2 text-slate-700', flush && 'px-5 sm:px-6')}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
