import { isAdminRole, parseRole } from './roles';

describe('parseRole', () => {
  it('compares role texts case-insensitively (SPEC §3)', () => {
    expect(parseRole('admin')).toBe('Admin');
    expect(parseRole('USER')).toBe('User');
    expect(parseRole('Contact')).toBe('Contact');
  });

  it('knows no other role', () => {
    expect(parseRole('root')).toBeNull();
    expect(parseRole(null)).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });

  it('calls only Admin an admin', () => {
    expect(isAdminRole('aDmIn')).toBe(true);
    expect(isAdminRole('User')).toBe(false);
  });
});
