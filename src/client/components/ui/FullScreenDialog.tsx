import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

type FullScreenDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name; shown only to screen readers (the content speaks for itself). */
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
};

/** A modal that covers the whole screen (camera and the like): focus trapped, Escape closes (Radix). */
export function FullScreenDialog({ open, onOpenChange, title, description, children, className }: FullScreenDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className={cn('fixed inset-0 z-50 flex flex-col bg-black text-white focus:outline-none', className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
