import { useTranslation } from 'react-i18next';
import { SendMessageBox } from './SendMessageBox';

/** History tab: the message box (the file history arrives with the documents feature). */
export function HistoryTab() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4">
      <h1 id="history-title" className="text-2xl font-semibold text-slate-900">
        {t('history.title')}
      </h1>
      <SendMessageBox />
    </section>
  );
}
