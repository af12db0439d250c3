import { Popover } from 'radix-ui';
import { CircleHelp } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

type HelpPopoverProps = {
  /** Accessible name and visible text of the trigger. */
  label: string;
  children: ReactNode;
  className?: string;
  contentClassName?: string;
};

type OpenedBy = 'hover' | 'focus' | 'tap';

/**
 * A help bubble that opens on mouse hover, on keyboard focus and on tap or click, and closes
 * on leaving, on blur, on a second tap and with Escape. Focus stays on the trigger.
 */
export function HelpPopover({ label, children, className, contentClassName }: HelpPopoverProps) {
  const [open, setOpen] = useState(false);
  const openedBy = useRef<OpenedBy | null>(null);
  const show = (by: OpenedBy) => {
    openedBy.current = by;
    setOpen(true);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline',
          className,
        )}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') show('hover');
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse' && openedBy.current === 'hover') setOpen(false);
        }}
        onFocus={(event) => {
          if (event.currentTarget.matches(':focus-visible')) show('focus');
        }}
        onBlur={() => setOpen(false)}
        onClick={(event) => {
          // Replaces Radix's toggle: a click after hovering keeps the bubble open.
          event.preventDefault();
          if (open && openedBy.current === 'tap') setOpen(false);
          else show('tap');
        }}
      >
        <CircleHelp aria-hidden="true" className="h-4 w-4" />
        {label}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          // The bubble is a dialog (Radix); it carries the trigger's text as its name.
          aria-label={label}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className={cn(
            'z-50 w-[min(28rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl animate-fade-in',
            contentClassName,
          )}
        >
          {children}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
