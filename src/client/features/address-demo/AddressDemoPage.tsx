import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AddressSuggestion } from '@shared/contract/address';
import { AddressSearch, addressFromSuggestion } from '@client/components/AddressSearch';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { isApiError, isSessionExpired } from '@client/lib/api-client';
import { useUpdateProfile } from '@client/lib/api/update-profile';
import { errorText } from '@client/lib/error-text';
import { toast } from '@client/lib/toast';

/** Home after a saved address (spec part 2 §9). */
export const ADDRESS_DEMO_REDIRECT_MS = 2000;

/**
 * /address-demo (spec part 2 'Address lookup demo'): the same address search as the
 * questionnaire's address step; 'Save Address' writes street, ZIP, city and Gemeinde to the profile.
 */
export function AddressDemoPage() {
  const { t } = useTranslation('addressDemo');
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const [selected, setSelected] = useState<AddressSuggestion | null>(null);
  const [saved, setSaved] = useState(false);

  // The demo has no street field of its own: the street comes from what was typed in the search.
  const address = selected ? addressFromSuggestion(selected, '') : null;
  const streetMissing = address !== null && address.street === '';

  const save = () => {
    if (!address || streetMissing) return;
    updateProfile.mutate(
      address,
      {
        onSuccess: () => {
          setSaved(true);
          toast({ title: t('savedTitle'), description: t('savedText') });
          window.setTimeout(() => void navigate('/'), ADDRESS_DEMO_REDIRECT_MS);
        },
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast({
            title: t('failedTitle'),
            description: isApiError(error) && error.fromServer ? errorText(error) : t('tryAgain'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const details = selected && address
    ? ([
        ['street', address.street],
        ['zipCode', address.zipCode],
        ['city', address.city],
        ['gemeinde', address.gemeinde],
        ['canton', selected.state],
        ['country', selected.country],
      ] as const)
    : [];

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <Card>
        <AddressSearch
          id="address-demo-search"
          onSelect={(suggestion) => {
            setSelected(suggestion);
            setSaved(false);
          }}
        />
      </Card>
      <Card aria-labelledby="address-demo-details" aria-live="polite">
        <h2 id="address-demo-details" className="text-lg font-semibold text-slate-900">
          {t('detailsTitle')}
        </h2>
        {selected ? (
          <>
            <p className="mt-1 text-slate-700">{selected.displayName}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2">
              {details.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-sm text-slate-600">{t(`fields.${key}`)}</dt>
                  <dd className="font-medium text-slate-900">{value || '–'}</dd>
                </div>
              ))}
            </dl>
            {streetMissing ? (
              <p id="address-demo-street-missing" role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                {t('streetMissing')}
              </p>
            ) : null}
            <Button
              className="mt-5 w-full sm:w-auto"
              onClick={save}
              disabled={updateProfile.isPending || saved || streetMissing}
              aria-describedby={streetMissing ? 'address-demo-street-missing' : undefined}
            >
              {updateProfile.isPending ? t('saving') : t('save')}
            </Button>
          </>
        ) : (
          <p className="mt-1 text-slate-700">{t('nothingSelected')}</p>
        )}
      </Card>
    </div>
  );
}
