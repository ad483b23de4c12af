import { alertTextOf, ServiceError } from './errors';

describe('alertTextOf', () => {
  it('shows the server text after the status, even when the text has colons of its own', () => {
    const failure = new ServiceError({ error: 'Description must be: short', status: 400, url: '/api/venues/add' });
    expect(alertTextOf(failure)).toBe('Description must be: short');
  });

  it('flags an unknown error as a likely lost connection', () => {
    const failure = new ServiceError({ error: 'Unknown Error', status: 0, url: '/api/users' });
    expect(alertTextOf(failure)).toBe('Unknown Error - Possible no connection with backend server.');
  });

  it('shows a text without a colon whole, and nothing for nothing', () => {
    expect(alertTextOf(new Error('Plain failure'))).toBe('Plain failure');
    expect(alertTextOf(undefined)).toBe('');
  });
});
