import { forwardRef, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

// Focus shows as the one global outline (styles.css); an error adds a red border, never a red focus.
const control =
  'block w-full min-h-11 rounded-xl border border-slate-500 bg-white px-3.5 py-2.5 text-base text-slate-900 ' +
  'placeholder:text-slate-500 disabled:bg-slate-100 aria-invalid:border-2 aria-invalid:border-red-700';

/** What a control inside a Field gets: spread it onto the input, select, textarea or radio group. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Native inputs: the browser and screen readers announce "required". */
  required?: true;
  /** Groups (radio cards): named by the Field's label. */
  'aria-labelledby'?: string;
  'aria-required'?: true;
};

type FieldProps = {
  /** Id of the control; the label, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control (role "alert") and marks the control aria-invalid. */
  error?: string;
  required?: boolean;
  /**
   * 'input' (default): a <label for> names one control. 'group': the label is a text the control
   * refers to with aria-labelledby (radio groups, steppers with buttons). 'checkbox': the
   * <label for> sits beside the control (a consent), hint and error below both.
   */
  kind?: 'input' | 'group' | 'checkbox';
  /** Further ids that describe the control (text outside the Field). */
  describedBy?: string;
  /** Sits at the end of the label row (a help bubble). */
  labelAside?: ReactNode;
  className?: string;
  /** Replaces the label's default classes (a question in body text instead of a small label). */
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export const fieldIds = (id: string) => ({ label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` });

/**
 * One form field: label, control, hint and error, wired for assistive technology. The control
 * gets its id, aria-describedby pointing to the hint and the error, aria-invalid while there is
 * an error, and required. A required field shows an asterisk; screen readers hear "required"
 * from the control instead (the asterisk is hidden from them).
 */
export function Field({ id, label, hint, error, required, kind = 'input', describedBy, labelAside, className, labelClassName, children }: FieldProps) {
  const ids = fieldIds(id);
  const described = [describedBy, hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean).join(' ');
  const group = kind === 'group';
  // A radio group (a `radiogroup` around its radios) and Radix checkboxes (buttons) have no native
  // `required`: screen readers hear aria-required.
  const ariaRequired = group || kind === 'checkbox';
  const control: FieldControlProps = {
    id,
    ...(described ? { 'aria-describedby': described } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? (ariaRequired ? { 'aria-required': true as const } : { required: true as const }) : {}),
    ...(group ? { 'aria-labelledby': ids.label } : {}),
  };
  const labelText = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-slate-600">
          *
        </span>
      ) : null}
    </>
  );
  // Replaces the default look (cn does not merge conflicting utilities).
  const labelClass = labelClassName ?? (kind === 'checkbox' ? CHECKBOX_LABEL_CLASS : LABEL_CLASS);
  if (kind === 'checkbox') {
    return (
      <div className={className}>
        <div className="flex items-start gap-1">
          {children(control)}
          <label id={ids.label} htmlFor={id} className={labelClass}>
            {labelText}
          </label>
        </div>
        <FieldError id={ids.error}>{error}</FieldError>
        {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      </div>
    );
  }
  const labelElement = group ? (
    <p id={ids.label} className={labelClass}>
      {labelText}
    </p>
  ) : (
    <label id={ids.label} htmlFor={id} className={labelClass}>
      {labelText}
    </label>
  );
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex flex-wrap items-end justify-between gap-x-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children(control)}
      <FieldError id={ids.error}>{error}</FieldError>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
    </div>
  );
}

const LABEL_CLASS = 'mb-1.5 block text-sm font-medium text-slate-800';
// Beside a 44 px checkbox: the padding centres the first line on the box and widens the click area.
const CHECKBOX_LABEL_CLASS = 'cursor-pointer py-2.5 text-sm font-medium text-slate-900';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn(LABEL_CLASS, className)} {...props} />;
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  return <input ref={ref} className={cn(control, 'read-only:bg-slate-50 read-only:text-slate-700', className)} {...props} />;
});

/** An amount in francs: 'CHF' inside the box on the left (not read out: the label says CHF), the figure aligned right. */
export const ChfInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function ChfInput({ className, ...props }, ref) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-sm text-slate-600">
        CHF
      </span>
      <Input ref={ref} type="text" className={cn('pl-12 text-right tabular-nums', className)} {...props} />
    </div>
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(control, 'min-h-28 resize-y', className)} {...props} />;
});

export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function NativeSelect(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(control, 'pr-8', className)} {...props} />;
});

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}
