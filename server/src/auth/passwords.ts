import { type Algorithm, hash, verify } from '@node-rs/argon2';
import fp from 'fastify-plugin';

// `Algorithm` is an ambient const enum, which isolated modules cannot read; 2 is its Argon2id member.
const ARGON2ID: Algorithm = 2;

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so a sign-in for an unknown user is not answered faster. */
  spendVerificationTime(password: string): Promise<void>;
}

export function createPasswords(): Passwords {
  const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false; // a malformed stored hash is a failed sign-in, not a crash
      }
    },
    spendVerificationTime: async (password) => {
      dummyHash ??= hashPassword('not a real password');
      await verify(await dummyHash, password);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

export default fp(
  async (app) => {
    app.decorate('passwords', createPasswords());
  },
  { name: 'passwords' },
);
