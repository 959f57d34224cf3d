import { FunctionField, type RaRecord } from 'react-admin';
import { useDates } from './useDates';

interface DateTextFieldProps {
  source: string;
  label?: string;
  /** Day and time to the minute; else the day alone. */
  showTime?: boolean;
  emptyText?: string;
  sortable?: boolean;
}

/**
 * A list column of an instant in the console's one date format (Stockholm calendar, the reader's language);
 * react-admin's DateField would follow the browser's locale and time zone instead.
 */
export const DateTextField = ({ source, showTime, emptyText = '', ...rest }: DateTextFieldProps) => {
  const dates = useDates();
  const format = showTime ? dates.dateTime : dates.date;
  return (
    <FunctionField<RaRecord>
      source={source}
      {...rest}
      render={(record) => format(record[source] as string | null | undefined) || emptyText}
    />
  );
};
