/** What the repository of a meeting place offers; the writes run several statements: call them inside a transaction. */
export interface PlaceRepository<Stored, Changes> {
  /** Sorted by name, ignoring case; the same order on PGlite and PostgreSQL. */
  list(): Promise<Stored[]>;
  /** The names alone, in the same order. */
  names(): Promise<string[]>;
  /** Whatever the case of `name`: names are unique ignoring case. */
  findByName(name: string): Promise<Stored | null>;
  create(name: string, changes: Changes, now: Date): Promise<Stored>;
  /** Never renames. Answers the updated record, or null when there is none of that name. */
  update(name: string, changes: Changes, now: Date): Promise<Stored | null>;
  /** Answers whether a record was deleted. */
  delete(name: string): Promise<boolean>;
  /** Locks these names until the transaction ends (../db/advisory-locks.ts). */
  lock(names: readonly string[]): Promise<void>;
}
