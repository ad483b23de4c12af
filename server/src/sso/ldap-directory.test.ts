import { escapeFilterValue } from './ldap-directory';

describe('RFC 4515 escaping of a filter value', () => {
  it.each([
    ['ada', 'ada'],
    ['al*', 'al\\2a'],
    ['x)(uid=*', 'x\\29\\28uid=\\2a'],
    ['back\\slash', 'back\\5cslash'],
    ['nul\0', 'nul\\00'],
    ['Zoë O’Hara', 'Zoë O’Hara'],
  ])('%j is written %j', (value, escaped) => {
    expect(escapeFilterValue(value)).toBe(escaped);
  });
});
