import { inEnglish, type MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * What the date and time pickers say (SPEC §5 picker rules), in the `shell` namespace with the rest of shared-ui.
 * Plain descriptors, as the sections' own, so no first chunk waits for a shared module.
 */
export const PICKER_MESSAGES = {
  today: { id: 'shell.picker.today', defaultMessage: 'Today' },
  /** How a date is typed (always year, month, day), in the language's letters for them. */
  datePlaceholder: { id: 'shell.picker.datePlaceholder', defaultMessage: 'yyyy-mm-dd' },
  clear: { id: 'shell.picker.clear', defaultMessage: 'Clear' },
  customRange: { id: 'shell.picker.customRange', defaultMessage: 'Custom Range' },
  apply: { id: 'shell.picker.apply', defaultMessage: 'Apply' },
  /** The calendar button; `label` is the field's label. */
  chooseDate: { id: 'shell.picker.chooseDate', defaultMessage: 'Choose {label}' },
  chooseRange: { id: 'shell.picker.chooseRange', defaultMessage: 'Choose {label} range' },
  previousMonth: { id: 'shell.picker.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'shell.picker.nextMonth', defaultMessage: 'Next month' },
  previousYear: { id: 'shell.picker.previousYear', defaultMessage: 'Previous year' },
  nextYear: { id: 'shell.picker.nextYear', defaultMessage: 'Next year' },
  previousYears: { id: 'shell.picker.previousYears', defaultMessage: 'Previous 16 years' },
  nextYears: { id: 'shell.picker.nextYears', defaultMessage: 'Next 16 years' },
  /** The calendar's title as a button up to the next view; `title` is "May 2026" or "2026". */
  chooseMonth: { id: 'shell.picker.chooseMonth', defaultMessage: '{title}, choose a month' },
  chooseYear: { id: 'shell.picker.chooseYear', defaultMessage: '{title}, choose a year' },
  dateInvalid: { id: 'shell.picker.dateInvalid', defaultMessage: 'Invalid date. Use the format YYYY-MM-DD.' },
  dateBeforeMin: {
    id: 'shell.picker.dateBeforeMin',
    defaultMessage: 'The earliest date you can pick is {min}, so the date was set to it.',
  },
  dateAfterMax: {
    id: 'shell.picker.dateAfterMax',
    defaultMessage: 'The latest date you can pick is {max}, so the date was set to it.',
  },
  rangeTooLong: {
    id: 'shell.picker.rangeTooLong',
    defaultMessage: 'A range can span at most {maxRangeDays} days, so the end date was set to {end}.',
  },
  hours: { id: 'shell.picker.hours', defaultMessage: 'Hours' },
  minutes: { id: 'shell.picker.minutes', defaultMessage: 'Minutes' },
  seconds: { id: 'shell.picker.seconds', defaultMessage: 'Seconds' },
  /** A spin button's ▲ and ▼; a select, so each language words the unit as its grammar needs. */
  increment: {
    id: 'shell.picker.increment',
    defaultMessage: 'Increment {unit, select, hour {hours} minute {minutes} other {seconds}}',
  },
  decrement: {
    id: 'shell.picker.decrement',
    defaultMessage: 'Decrement {unit, select, hour {hours} minute {minutes} other {seconds}}',
  },
  /** The AM/PM toggle: `meridian` is the one shown, `other` the one it switches to. */
  switchMeridian: { id: 'shell.picker.switchMeridian', defaultMessage: '{meridian}, switch to {other}' },
  /** `unit` is the field's name: Hours, Minutes or Seconds. */
  timeFieldInvalid: {
    id: 'shell.picker.timeFieldInvalid',
    defaultMessage: '{unit} must be a whole number from {lowest} to {highest}.',
  },
  timeBeforeMin: {
    id: 'shell.picker.timeBeforeMin',
    defaultMessage: 'The earliest time you can pick is {min}, so the time was set to it.',
  },
  timeAfterMax: {
    id: 'shell.picker.timeAfterMax',
    defaultMessage: 'The latest time you can pick is {max}, so the time was set to it.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The English texts the pickers' tests read. */
export const DATE_INVALID_MESSAGE = inEnglish(PICKER_MESSAGES.dateInvalid);
export const timeFieldInvalidMessage = (unitName: string, lowest: number, highest: number) =>
  inEnglish(PICKER_MESSAGES.timeFieldInvalid, { unit: unitName, lowest, highest });

/** SPEC §8, word for word: a developer's error, thrown for a locale the runtime lacks, not a screen's text. */
export const localeNotDefinedMessage = (locale: string) =>
  `Locale "${locale}" is not defined, please add it with "defineLocale(...)"`;
