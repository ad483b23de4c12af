import { createPasswords } from './passwords';

describe('passwords', () => {
  const passwords = createPasswords();

  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await passwords.hash('s3cret pass');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await passwords.hash('s3cret pass')).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const hash = await passwords.hash('s3cret pass');
    expect(await passwords.verify(hash, 's3cret pass')).toBe(true);
    expect(await passwords.verify(hash, 'S3cret pass')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await passwords.verify('not-a-hash', 'anything')).toBe(false);
  });
});
