import { useDates } from './useDates';

/** An instant in the reader's locale, "–" for none (a key's last use, an agreement's last change, an export's expiry). */
export const useWhen = () => {
  const dates = useDates();
  return (iso: string | null) => dates.dateTime(iso) || '–';
};
