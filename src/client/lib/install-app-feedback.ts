import { i18n } from './i18n';
import { requestInstall } from './install-app';
import { toast } from './toast';

/** The install button's action: the browser's prompt, or a toast saying why there is none. */
export async function installAppWithFeedback(): Promise<void> {
  const outcome = await requestInstall();
  if (outcome === 'unavailable') {
    toast({ title: i18n.t('install.unavailableTitle'), description: i18n.t('install.unavailable') });
  } else if (outcome === 'accepted') {
    toast({ title: i18n.t('install.installed') });
  }
}
