import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { en } from './en';
import { FALLBACK_LANGUAGE, getStoredLanguage, isLanguage, LANGUAGES, storeLanguage } from './language';
import { sv } from './sv';
import { mergeMessages } from './mergeMessages';
import { billMessages } from '../bill/messages';
import { bookedListMessages } from '../bookedList/messages';
import { contentMessages } from '../content/messages';
import { contactMessages } from '../contact/messages';
import { complaintMessages } from '../complaint/messages';
import { profileMessages } from '../profile/messages';
import { customsMessages } from '../customs/messages';
import { sendListMessages } from '../sendList/messages';
import { shipmentMessages } from '../shipment/messages';
import { pickupPointMessages } from '../shipment/pickupPointMessages';

export { errorText } from './errorText';
export { getStoredLanguage, LANGUAGES, LANG_STORAGE_KEY } from './language';
export type { Language } from './language';

export const availableLocales = [
  { locale: 'sv', name: 'Svenska' },
  { locale: 'en', name: 'English' },
];

/**
 * The i18n provider (ra-i18n-i18next): Swedish first, English fallback, starting in the
 * language stored under localStorage "lang". Changing the locale stores the choice.
 */
export const createI18nProvider = async (): Promise<I18nProvider> => {
  const options = {
    lng: getStoredLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {
      sv: {
        translation: mergeMessages(
          sv,
          billMessages.sv,
          bookedListMessages.sv,
          shipmentMessages.sv,
          pickupPointMessages.sv,
          sendListMessages.sv,
          contentMessages.sv,
          customsMessages.sv,
          contactMessages.sv,
          profileMessages.sv,
          complaintMessages.sv,
        ),
      },
      en: {
        translation: mergeMessages(
          en,
          billMessages.en,
          bookedListMessages.en,
          shipmentMessages.en,
          pickupPointMessages.en,
          sendListMessages.en,
          contentMessages.en,
          customsMessages.en,
          contactMessages.en,
          profileMessages.en,
          complaintMessages.en,
        ),
      },
    },
    interpolation: { escapeValue: false },
    // i18next 25 prints an advert on init otherwise.
    showSupportNotice: false,
  };
  const provider = await getI18nProvider(
    // ra-i18n-i18next is typed against its own (older) i18next; the instance is the app's.
    createInstance() as unknown as Parameters<typeof getI18nProvider>[0],
    options,
    availableLocales,
  );
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      if (!isLanguage(locale)) return;
      await provider.changeLocale(locale);
      storeLanguage(locale);
      document.documentElement.lang = locale;
    },
  };
};
