import { createInstance } from 'i18next';
import { en } from './en';
import { FALLBACK_LANGUAGE, getStoredLanguage, isLanguage, LANGUAGES, storeLanguage, type Language } from './language';
import { sv } from './sv';
import { mergeMessages } from './mergeMessages';
import { auditMessages } from '../audit/messages';
import { billMessages } from '../bills/messages';
import { dashboardMessages } from '../dashboard/messages';
import { bookedListMessages } from '../bookedList/messages';
import { contentMessages } from '../content/messages';
import { newsMessages } from '../news/messages';
import { newsletterMessages } from '../newsletters/messages';
import { usersMessages } from '../users/messages';
import { carrierAgreementMessages } from '../carrierAgreements/messages';
import { webhookMessages } from '../webhooks/messages';
import { apiKeyMessages } from '../apiKeys/messages';
import { contactMessages } from '../contacts/messages';
import { complaintMessages } from '../complaints/messages';
import { profileMessages } from '../profile/messages';
import { customsMessages } from '../customs/messages';
import { sendListMessages } from '../sendList/messages';
import { shipmentMessages } from '../shipment/messages';
import { pickupPointMessages } from '../shipment/pickupPointMessages';
import { orderEventMessages } from '../orderEvents/messages';
import { trackingMessages } from '../tracking/messages';

/**
 * The one i18next instance of the page. The public pages read it directly (no react-admin before sign-in,
 * issue 20) and react-admin's i18nProvider wraps the same instance, so both always show one language.
 */
export const i18n = createInstance();

const areas = [
  auditMessages,
  billMessages,
  dashboardMessages,
  bookedListMessages,
  shipmentMessages,
  pickupPointMessages,
  sendListMessages,
  contentMessages,
  newsMessages,
  newsletterMessages,
  usersMessages,
  carrierAgreementMessages,
  webhookMessages,
  apiKeyMessages,
  customsMessages,
  contactMessages,
  profileMessages,
  complaintMessages,
  orderEventMessages,
  trackingMessages,
];

/** Swedish first, English fallback, starting in the language stored under localStorage "lang". */
export const initI18n = async () => {
  if (i18n.isInitialized) return i18n;
  await i18n.init({
    lng: getStoredLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {
      sv: { translation: mergeMessages(sv, ...areas.map((area) => area.sv)) },
      en: { translation: mergeMessages(en, ...areas.map((area) => area.en)) },
    },
    interpolation: { escapeValue: false },
    // i18next 25 prints an advert on init otherwise.
    showSupportNotice: false,
  });
  return i18n;
};

/** The current language (one of LANGUAGES once initialised). */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : getStoredLanguage());

/** Switches the language and stores the choice; the document's lang follows. */
export const changeLanguage = async (language: string) => {
  if (!isLanguage(language)) return;
  // Stored first: requests made for the new language already carry its Accept-Language.
  storeLanguage(language);
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
};

/**
 * react-admin's translate semantics (ra-i18n-i18next): `_` is the default text, `smart_count` the count.
 */
export const translateWith = (key: string, options: Record<string, unknown> = {}): string => {
  const { _: defaultValue, ...rest } = options;
  return String(i18n.t(key, { defaultValue, count: options.smart_count, ...rest } as Record<string, unknown>));
};
