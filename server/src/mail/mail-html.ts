/** Text as HTML shows it: the five characters HTML gives a meaning written as character references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
