import { isCalendarDate } from '@freight/reference-data';

/**
 * What a member has typed into a date or time field, read as the console's one date text ("2026-11-29",
 * ISO 8601 as Swedes write it) or time text ("14:05", 24-hour). The fields show and take this text whatever
 * the browser's language, where a native date input would show "11/29/2026" or "2:05 PM".
 */

/** Typing: the text could still become a value; problem: it cannot, or names no real day or time. */
export type TypedText =
  { state: 'empty' } | { state: 'typing' } | { state: 'valid'; value: string } | { state: 'invalid'; problem: 'format' | 'noSuchValue' };

const EMPTY: TypedText = { state: 'empty' };
const TYPING: TypedText = { state: 'typing' };
const FORMAT: TypedText = { state: 'invalid', problem: 'format' };
const NO_SUCH_VALUE: TypedText = { state: 'invalid', problem: 'noSuchValue' };

const pad2 = (part: string) => part.padStart(2, '0');

// Complete: 2026-11-29, or the digits alone (20261129). On the way there: any start of either.
const DAY_COMPLETE = [/^(\d{4})-(\d{2})-(\d{2})$/, /^(\d{4})(\d{2})(\d{2})$/];
const DAY_TYPING = /^(\d{0,7}|\d{4}-\d{0,2}|\d{4}-\d{2}-\d?)$/;

/** The typed text as a calendar day "YYYY-MM-DD". */
export const readDayText = (typed: string): TypedText => {
  const text = typed.trim();
  if (!text) return EMPTY;
  for (const complete of DAY_COMPLETE) {
    const parts = complete.exec(text);
    if (!parts) continue;
    const value = parts.slice(1).join('-');
    // The API's own check of a business date: a day the server would refuse is refused here.
    return isCalendarDate(value) ? { state: 'valid', value } : NO_SUCH_VALUE;
  }
  return DAY_TYPING.test(text) ? TYPING : FORMAT;
};

// Complete: 14:05, 9:05 or the digits alone (1405). On the way there: any start of these.
const TIME_COMPLETE = [/^(\d{1,2}):(\d{2})$/, /^(\d{2})(\d{2})$/];
const TIME_TYPING = /^(\d{0,3}|\d{1,2}:\d?)$/;

/** The typed text as a 24-hour time "HH:MM". */
export const readTimeText = (typed: string): TypedText => {
  const text = typed.trim();
  if (!text) return EMPTY;
  for (const complete of TIME_COMPLETE) {
    const parts = complete.exec(text);
    if (!parts) continue;
    const [hours, minutes] = parts.slice(1);
    return Number(hours) <= 23 && Number(minutes) <= 59 ? { state: 'valid', value: `${pad2(hours)}:${minutes}` } : NO_SUCH_VALUE;
  }
  return TIME_TYPING.test(text) ? TYPING : FORMAT;
};

/**
 * The error a field shows for what it holds: a text that cannot become a value or names none at once, an
 * unfinished one only once the member has left the field; undefined while typing or valid.
 */
export const typedTextProblem = (typed: TypedText, focused: boolean): 'format' | 'noSuchValue' | undefined => {
  if (typed.state === 'invalid') return typed.problem;
  return typed.state === 'typing' && !focused ? 'format' : undefined;
};

/** A date field or a time field: how its text is read and which texts (i18n keys) it shows. */
export interface TypedKind {
  read(typed: string): TypedText;
  /** The format shown beside the label: ÅÅÅÅ-MM-DD / YYYY-MM-DD, TT:MM / HH:MM. */
  hintKey: string;
  errorKeys: Record<'format' | 'noSuchValue', string>;
  maxLength: number;
}

export const DATE_KIND: TypedKind = {
  read: readDayText,
  hintKey: 'typedInput.dateHint',
  errorKeys: { format: 'typedInput.dateFormat', noSuchValue: 'typedInput.noSuchDate' },
  // 2026-11-29 with room for a space typed by mistake.
  maxLength: 11,
};

export const TIME_KIND: TypedKind = {
  read: readTimeText,
  hintKey: 'typedInput.timeHint',
  errorKeys: { format: 'typedInput.timeFormat', noSuchValue: 'typedInput.noSuchTime' },
  maxLength: 6,
};

/**
 * What a change of the text passes on to the form or filter: the value once the text is a complete, valid
 * one, '' once the field is emptied; undefined (nothing) while typing, for an invalid text, or when the
 * value is the one already passed.
 */
export const valueToSend = (kind: TypedKind, text: string, current: string): string | undefined => {
  const typed = kind.read(text);
  const value = typed.state === 'valid' ? typed.value : typed.state === 'empty' ? '' : undefined;
  return value === current ? undefined : value;
};

/** The field's error in the reader's language, or undefined. */
export const typedTextError = (kind: TypedKind, text: string, focused: boolean, translate: (key: string) => string) => {
  const problem = typedTextProblem(kind.read(text), focused);
  return problem ? translate(kind.errorKeys[problem]) : undefined;
};
