import { KeyRound, Mail, RotateCcw } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_CODE_LENGTH } from '@shared/domain/sign-in-code';
import { Button } from '@client/components/ui/Button';
import { Field, Input } from '@client/components/ui/Field';
import { useAppNavigation } from '@client/lib/app-navigation';
import { validationText } from '@client/lib/i18n';
import { dismissErrorToast, toast } from '@client/lib/toast';
import { useRequestCode } from '../api/request-code';
import { useVerifyCode } from '../api/verify-code';
import { checkField } from './field-check';
import { needsNewCode, requestCodeErrorText, verifyCodeErrorText } from './login-errors';
import { useSignInRules } from './sign-in-rules';

type CodeStepProps = { email: string; onNewCode: () => void };

/** Step 2: the 6-digit code from the e-mail. */
export function CodeStep({ email, onNewCode }: CodeStepProps) {
  const { t } = useTranslation('login');
  const { navigate } = useAppNavigation();
  const verifyCode = useVerifyCode();
  const requestCode = useRequestCode();
  // `newCode`: the code on screen is void or expired, so the way out is offered right here.
  const [serverError, setServerError] = useState<{ text: string; newCode: boolean } | null>(null);
  const [code, setCode] = useState('');
  // Like a form library's default: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // Loaded by the e-mail step already; awaited here too for a code step that comes first.
  const signInRules = useSignInRules();
  const fieldError = submitted && signInRules.rules ? checkField(signInRules.rules.codeSchema, code).error : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let rules;
    try {
      rules = await signInRules.loadForSubmit();
    } catch (error) {
      setServerError({ text: verifyCodeErrorText(error), newCode: false });
      return;
    }
    if (!rules) return;
    setSubmitted(true);
    const { value } = checkField(rules.codeSchema, code);
    if (value === undefined) {
      codeInput.current?.focus();
      return;
    }
    setServerError(null);
    verifyCode.mutate(
      { email, code: value },
      {
        onSuccess: ({ user }) => {
          // A 'wrong code' from an earlier try must not follow the person into the app.
          setServerError(null);
          dismissErrorToast();
          navigate(user.isProfileComplete ? '/' : '/profile?firstTime=true', { replace: true });
        },
        onError: (error) => {
          const text = verifyCodeErrorText(error);
          setServerError({ text, newCode: needsNewCode(error) });
          toast({ title: t('toasts.verificationFailed'), description: text || t('toasts.tryAgain'), variant: 'destructive' });
        },
      },
    );
  };

  const sendNewCode = () => {
    requestCode.mutate(email, {
      onSuccess: () => {
        setServerError(null);
        dismissErrorToast();
        setCode('');
        setSubmitted(false);
        toast({ title: t('toasts.codeSent'), description: t('toasts.codeSentText') });
      },
      onError: (error) => setServerError({ text: requestCodeErrorText(error), newCode: true }),
    });
  };

  const errorText = fieldError ? validationText(fieldError) : serverError?.text;

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={signInRules.prefetch} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">{t('codeStep.intro', { email })}</p>
      <Field id="login-code" label={t('codeStep.label')} error={errorText ?? undefined}>
        {(control) => (
          <Input
            {...control}
            type="text"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={SIGN_IN_CODE_LENGTH}
            placeholder="123456"
            className="text-center font-mono text-2xl tracking-[0.5em]"
            autoFocus
            ref={codeInput}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D+/g, '').slice(0, SIGN_IN_CODE_LENGTH));
              setServerError(null);
            }}
          />
        )}
      </Field>
      {serverError?.newCode && !fieldError ? (
        <Button type="button" onClick={sendNewCode} disabled={requestCode.isPending}>
          <Mail aria-hidden="true" className="h-5 w-5" />
          {requestCode.isPending ? t('emailStep.sending') : t('codeStep.sendNewCode')}
        </Button>
      ) : (
        <Button type="submit" disabled={verifyCode.isPending || signInRules.waitingForSubmit || !code}>
          <KeyRound aria-hidden="true" className="h-5 w-5" />
          {verifyCode.isPending ? t('codeStep.verifying') : t('codeStep.submit')}
        </Button>
      )}
      <Button variant="ghost" onClick={onNewCode}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('codeStep.newCode')}
      </Button>
    </form>
  );
}
