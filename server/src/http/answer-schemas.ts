import * as v from 'valibot';

/** The response schema of an answer without a body (a redirect, a 204), as the API reference shows it. */
export const noBody = (description: string) => v.pipe(v.null(), v.description(description));

/** The response schema of an answer that is text of another media type than JSON (a calendar file, an event stream). */
export const textAnswer = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: v.string() } },
});
