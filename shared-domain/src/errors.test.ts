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

  it("shows a form's own message whole, colons included, and nothing for nothing", () => {
    expect(alertTextOf(new Error('Invalid Mobile entry. Valid formats: 123-456-7890'))).toBe(
      'Invalid Mobile entry. Valid formats: 123-456-7890',
    );
    expect(alertTextOf(undefined)).toBe('');
  });
});
