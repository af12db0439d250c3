import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/components/ui/Card';
import { readStorage, STORAGE_KEYS } from '@client/lib/local-storage-keys';
import { AppQueryClientProvider } from '@client/lib/query-client-provider';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';

/**
 * The sign-in card, loaded by the login page during its intro (issue 10). It brings the query
 * client for its two calls: the login page has none, it shows before TanStack Query is in.
 */
export function LoginCard() {
  return (
    <AppQueryClientProvider>
      <SignInSteps />
    </AppQueryClientProvider>
  );
}

/** The two-step sign-in card: e-mail, then code; 'new code' goes back to the e-mail step. */
function SignInSteps() {
  const { t } = useTranslation('login');
  const [step, setStep] = useState<{ name: 'email' } | { name: 'code'; email: string }>({ name: 'email' });
  const [email, setEmail] = useState(() => readStorage(STORAGE_KEYS.lastAuthenticatedEmail) ?? '');

  return (
    <Card className="w-full max-w-md p-6 animate-rise-in sm:p-8">
      <h2 className="text-xl font-semibold text-slate-900">{step.name === 'email' ? t('card.title') : t('card.codeTitle')}</h2>
      <div className="mt-4">
        {step.name === 'email' ? (
          <EmailStep
            defaultEmail={email}
            onCodeRequested={(address) => {
              setEmail(address);
              setStep({ name: 'code', email: address });
            }}
          />
        ) : (
          <CodeStep email={step.email} onNewCode={() => setStep({ name: 'email' })} />
        )}
      </div>
    </Card>
  );
}
