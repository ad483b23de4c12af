/**
 * How messages name the product to people who may not know it yet (a new account, a link they did not ask for): by
 * the group's abbreviation, as the page titles do ('RG Add Venue').
 */
export const productName = (groupAbbreviation: string): string => `${groupAbbreviation} scheduler`;
