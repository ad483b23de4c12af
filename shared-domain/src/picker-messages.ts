/** What the date and time pickers say (SPEC §5 picker rules, §8 locale error). */
export const DATE_INVALID_MESSAGE = 'Invalid date. Use the format YYYY-MM-DD.';
export const dateBeforeMinMessage = (min: string) =>
  `The earliest date you can pick is ${min}, so the date was set to it.`;
export const dateAfterMaxMessage = (max: string) =>
  `The latest date you can pick is ${max}, so the date was set to it.`;
export const rangeTooLongMessage = (maxRangeDays: number, end: string) =>
  `A range can span at most ${maxRangeDays} days, so the end date was set to ${end}.`;
/** SPEC §8, word for word. */
export const localeNotDefinedMessage = (locale: string) =>
  `Locale "${locale}" is not defined, please add it with "defineLocale(...)"`;

export const timeFieldInvalidMessage = (unitName: string, lowest: number, highest: number) =>
  `${unitName} must be a whole number from ${lowest} to ${highest}.`;
export const timeBeforeMinMessage = (min: string) =>
  `The earliest time you can pick is ${min}, so the time was set to it.`;
export const timeAfterMaxMessage = (max: string) =>
  `The latest time you can pick is ${max}, so the time was set to it.`;
