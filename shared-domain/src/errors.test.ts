import { alertTextOf, ServiceError } from './errors';

describe('alertTextOf', () => {
  it('recognises a ServiceError from another copy of this module, as a federated remote sees one', () => {
    const fromAnotherCopy = Object.assign(new Error('409: Team Ops already has meeting M1.'), {
      name: 'ServiceError',
      error: 'Team Ops already has meeting M1.',
      status: 409,
      url: '/api/meetings/add',
    });
    expect(alertTextOf(fromAnotherCopy)).toBe('Team Ops already has meeting M1.');
  });

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
