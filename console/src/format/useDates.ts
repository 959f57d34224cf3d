import { useLocaleState } from 'react-admin';
import { formatDate, formatDateTime } from './dates';

/** The date formatters in the reader's language, for components. */
export const useDates = () => {
  const [language] = useLocaleState();
  return {
    date: (value: string | number | Date | null | undefined) => formatDate(value, language),
    dateTime: (value: string | number | Date | null | undefined) => formatDateTime(value, language),
  };
};
