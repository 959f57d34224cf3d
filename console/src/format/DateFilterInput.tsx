import { useInput } from 'react-admin';
import { DateTextInput } from './DateTextInput';

interface DateFilterInputProps {
  source: string;
  label: string;
  /** Read by react-admin's filter form: the input shows without being added. */
  alwaysOn?: boolean;
}

/**
 * A react-admin list filter of a calendar day typed as ÅÅÅÅ-MM-DD: the filter holds the same "YYYY-MM-DD"
 * (or nothing) as react-admin's DateInput did, and changes only when a whole valid day is typed or the field is emptied.
 */
export const DateFilterInput = ({ source, label }: DateFilterInputProps) => {
  const { field } = useInput({ source });
  return (
    <DateTextInput
      size="small"
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      testId={`filter-${source}`}
      // react-admin's filter form hides helper texts; an invalid day's error must show.
      sx={{ width: 200, '& .MuiFormHelperText-root.Mui-error': { display: 'block' } }}
    />
  );
};
