import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { addDays, addMonths, monthWeeks, stockholmDay, weekdayIndex } from './calendarMonth';
import { isCalendarDate } from '@freight/reference-data';
import { intlLocale } from './money';

interface CalendarDialogProps {
  open: boolean;
  /** The field's day, where the calendar opens; else today in Stockholm. */
  value: string;
  /** What the calendar is for (the field's label): its title. */
  label: string;
  onChoose(isoDay: string): void;
  onClose(): void;
}

/** Each key's move from the focused day (the WAI-ARIA date picker dialog's keys). */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
  Home: (day) => addDays(day, -weekdayIndex(day)),
  End: (day) => addDays(day, 6 - weekdayIndex(day)),
};

// Intl reads a calendar day at UTC noon: no time zone moves it.
const noon = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/**
 * A month of days to choose from, by keyboard (arrows, Page Up/Down, Home/End, Enter) or pointer, for a date field
 * whose text stays the way to type a day. A dialog: focus stays in it, Escape closes it and focus returns to its button.
 */
export const CalendarDialog = ({ open, value, label, onChoose, onClose }: CalendarDialogProps) => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const locale = intlLocale(language);
  const titleId = useId();
  const monthId = useId();
  const today = stockholmDay(new Date());
  const [focused, setFocused] = useState(() => (isCalendarDate(value) ? value : today));
  // The month buttons keep the focus; a key in the month moves it to the new day.
  const [focusDay, setFocusDay] = useState(true);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (open) {
      setFocused(isCalendarDate(value) ? value : stockholmDay(new Date()));
      setFocusDay(true);
    }
  }, [open, value]);
  useEffect(() => {
    if (open && focusDay) grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focusDay, focused]);

  const format = (options: Intl.DateTimeFormatOptions) => (isoDay: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(noon(isoDay));
  const dayName = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const monthName = format({ month: 'long', year: 'numeric' });
  const weeks = monthWeeks(focused);
  // Monday 2026-11-30 onwards: the week's days in the reader's language.
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays('2026-11-30', i));

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    setFocusDay(true);
    setFocused(move(focused));
  };
  const toMonth = (months: number) => {
    setFocusDay(false);
    setFocused(addMonths(focused, months));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid="calendar-dialog">
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton aria-label={translate('typedInput.previousMonth')} onClick={() => toMonth(-1)} data-testid="calendar-previous">
            <ChevronLeft />
          </IconButton>
          <Typography id={monthId} aria-live="polite" sx={{ fontWeight: 600 }} data-testid="calendar-month">
            {monthName(focused)}
          </Typography>
          <IconButton aria-label={translate('typedInput.nextMonth')} onClick={() => toMonth(1)} data-testid="calendar-next">
            <ChevronRight />
          </IconButton>
        </Box>
        <Box component="table" ref={grid} aria-labelledby={monthId} onKeyDown={onKeyDown} sx={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <Box
                  component="th"
                  scope="col"
                  key={day}
                  abbr={format({ weekday: 'long' })(day)}
                  sx={{ fontWeight: 600, fontSize: 14, p: 0.5 }}
                >
                  {format({ weekday: 'short' })(day).replace(/\.$/, '')}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => (
                  <Box component="td" key={day ?? `empty-${d}`} sx={{ p: 0.25, textAlign: 'center' }}>
                    {day && (
                      <Button
                        data-day={day}
                        tabIndex={day === focused ? 0 : -1}
                        aria-label={dayName(day)}
                        aria-pressed={day === value}
                        aria-current={day === today ? 'date' : undefined}
                        variant={day === value ? 'contained' : day === today ? 'outlined' : 'text'}
                        onClick={() => onChoose(day)}
                        sx={{ minWidth: 40, width: 40, height: 40, p: 0, color: day === value ? undefined : 'text.primary' }}
                      >
                        {Number(day.slice(8))}
                      </Button>
                    )}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="calendar-cancel">
          {translate('ra.action.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
