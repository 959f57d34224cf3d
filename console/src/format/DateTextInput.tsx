import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CalendarDialog } from './CalendarDialog';
import { DATE_KIND, TIME_KIND, typedTextError, valueToSend, type TypedKind } from './typedDates';

export interface TypedTextInputProps {
  label: string;
  /** "YYYY-MM-DD" (a date) or "HH:MM" (a time), '' for none. */
  value: string;
  /** Called with a complete, valid value or '' only: never per keystroke, never with an invalid text. */
  onChange(value: string): void;
  /** Whether the text is something other than a value or empty (unfinished or invalid): a form refuses to save then. */
  onInvalidChange?(invalid: boolean): void;
  /** The form's or server's error for the field, shown when the text itself has none. */
  error?: string;
  testId?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A text field for a date or time in the console's one format, the format named in its label, whatever the
 * browser's language (a native date input shows the browser's own, 11/29/2026 in an English Chromium). The
 * text stays the member's while typed; the form hears of it once it is a value.
 */
const TypedTextInput = ({
  kind,
  label,
  value,
  onChange,
  onInvalidChange,
  error,
  testId,
  disabled,
  size,
  sx,
  calendar,
}: TypedTextInputProps & { kind: TypedKind; calendar?: boolean }) => {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  // The value last passed on or received: a different one from outside (a reset, a loaded document) replaces the text.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setText(value);
  }
  const typed = kind.read(text);
  const invalid = typed.state === 'typing' || typed.state === 'invalid';
  // The latest callback, so that a parent's inline function does not make the effect run every render.
  const reportInvalid = useRef(onInvalidChange);
  reportInvalid.current = onInvalidChange;
  useEffect(() => {
    reportInvalid.current?.(invalid);
    // A field that leaves the form (a drop-off hides the pickup) holds nothing back.
    return () => reportInvalid.current?.(false);
  }, [invalid]);
  const ownError = typedTextError(kind, text, focused, translate);
  const shownError = ownError ?? error;

  const calendarButton = calendar && !disabled && (
    <InputAdornment position="end">
      <IconButton
        size="small"
        aria-label={translate('typedInput.openCalendar', { label })}
        aria-haspopup="dialog"
        onClick={() => setCalendarOpen(true)}
        data-testid={testId ? `${testId}-calendar` : undefined}
      >
        <CalendarMonth fontSize="small" />
      </IconButton>
    </InputAdornment>
  );

  const change = (next: string) => {
    setText(next);
    const send = valueToSend(kind, next, known);
    if (send === undefined) return;
    setKnown(send);
    onChange(send);
  };

  return (
    <>
      <TextField
        size={size}
        label={`${label} (${translate(kind.hintKey)})`}
        value={text}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          // 20261129 or 9:05 reads back as the format the label names.
          if (typed.state === 'valid') setText(typed.value);
        }}
        error={!!shownError}
        helperText={shownError}
        sx={sx}
        slotProps={{
          input: calendarButton ? { endAdornment: calendarButton } : undefined,
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false, maxLength: kind.maxLength, 'data-testid': testId },
        }}
      />
      {calendar && (
        <CalendarDialog
          open={calendarOpen}
          value={typed.state === 'valid' ? typed.value : value}
          label={label}
          onChoose={(day) => {
            setCalendarOpen(false);
            change(day);
          }}
          onClose={() => setCalendarOpen(false)}
        />
      )}
    </>
  );
};

/**
 * A calendar day typed as ÅÅÅÅ-MM-DD (YYYY-MM-DD in English), also as its eight digits; or chosen in a calendar
 * opened by the button beside it.
 */
export const DateTextInput = (props: TypedTextInputProps) => <TypedTextInput kind={DATE_KIND} calendar {...props} />;

/** A 24-hour time typed as TT:MM (HH:MM in English), also as four digits. */
export const TimeTextInput = (props: TypedTextInputProps) => <TypedTextInput kind={TIME_KIND} {...props} />;
