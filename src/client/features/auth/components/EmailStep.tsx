import { Mail } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/Button';
import { Field, Input } from '@client/components/ui/Field';
import { validationText } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useRequestCode } from '../api/request-code';
import { checkField } from './field-check';
import { requestCodeErrorText } from './login-errors';
import { useSignInRules } from './sign-in-rules';
import { LOGIN_SOUND, createSound, playWithFallback } from './sounds';

type EmailStepProps = { defaultEmail: string; onCodeRequested: (email: string) => void };

/** Step 1: the e-mail address; the server sends a 6-digit code to it. */
export function EmailStep({ defaultEmail, onCodeRequested }: EmailStepProps) {
  const { t } = useTranslation('login');
  const requestCode = useRequestCode();
  const [serverError, setServerError] = useState<string | null>(null);
  const loginSound = useRef<HTMLAudioElement | null>(null);
  const [email, setEmail] = useState(defaultEmail);
  // Like a form library's default: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const signInRules = useSignInRules();
  const fieldError = submitted && signInRules.rules ? checkField(signInRules.rules.emailSchema, email).error : undefined;

  const playLoginSound = () => {
    loginSound.current ??= createSound(LOGIN_SOUND);
    playWithFallback(loginSound.current, LOGIN_SOUND).catch(() => undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let rules;
    try {
      rules = await signInRules.loadForSubmit();
    } catch (error) {
      setServerError(requestCodeErrorText(error));
      return;
    }
    if (!rules) return;
    setSubmitted(true);
    const { value: address } = checkField(rules.emailSchema, email);
    if (address === undefined) {
      emailInput.current?.focus();
      return;
    }
    setServerError(null);
    requestCode.mutate(address, {
      onSuccess: (answer) => {
        if (answer.status === 'pending') toast({ title: t('toasts.codeInitiated'), description: t('toasts.codeInitiatedText') });
        else toast({ title: t('toasts.codeSent'), description: t('toasts.codeSentText') });
        onCodeRequested(address);
      },
      onError: (error) => setServerError(requestCodeErrorText(error)),
    });
  };

  const errorText = fieldError ? validationText(fieldError) : serverError;

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={signInRules.prefetch} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">{t('emailStep.intro')}</p>
      <Field id="login-email" label={t('emailStep.label')} error={errorText ?? undefined}>
        {(control) => (
          <Input
            {...control}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={t('emailStep.placeholder')}
            ref={emailInput}
            name="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setServerError(null);
            }}
            onFocus={playLoginSound}
          />
        )}
      </Field>
      <Button type="submit" disabled={requestCode.isPending || signInRules.waitingForSubmit || !email.trim()}>
        <Mail aria-hidden="true" className="h-5 w-5" />
        {requestCode.isPending ? t('emailStep.sending') : t('emailStep.submit')}
      </Button>
    </form>
  );
}
