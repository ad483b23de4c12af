import * as v from 'valibot';
import { loginSchema, refreshSchema } from './auth-schema';
import { firstIssueMessage } from './validation';

function messageFor(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input, { abortEarly: true });
  return result.success ? null : firstIssueMessage(result.issues);
}

describe('loginSchema', () => {
  it('requires the username first, then the password', () => {
    expect(messageFor(loginSchema, { username: '  ', password: '' })).toBe('Username is required');
    expect(messageFor(loginSchema, { username: 'ada', password: '' })).toBe('Password is required');
    expect(messageFor(loginSchema, { password: 'x' })).toBe('Username is required');
  });

  it('trims both credentials', () => {
    expect(v.parse(loginSchema, { username: ' ada ', password: ' pw ' })).toEqual({ username: 'ada', password: 'pw' });
  });

  it('refuses absurdly long credentials with the one sign-in failure text', () => {
    expect(messageFor(loginSchema, { username: 'a'.repeat(257), password: 'x' })).toBe('Incorrect username/password.');
  });
});

describe('refreshSchema', () => {
  it('takes only a session uuid', () => {
    expect(messageFor(refreshSchema, { _id: 'not-a-uuid' })).toBe('Session id is invalid.');
    expect(messageFor(refreshSchema, { _id: '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d' })).toBeNull();
  });
});
