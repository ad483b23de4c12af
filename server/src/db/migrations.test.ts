import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testFolder } from '../../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../../test/test-databases';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './database';
import { applyMigrations, ChangedMigrationError, listMigrations, schemaVersion } from './migrations';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function migrationsFolder(files: Record<string, string>): string {
  const folder = testFolder('migrations-');
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(folder, name), sql);
  return folder;
}

describe('listMigrations', () => {
  it('orders numbered SQL files by number and ignores other files', async () => {
    const folder = migrationsFolder({
      '010_later.sql': '',
      '002_sooner.sql': '',
      'README.md': '',
      'notes.sql': '',
    });
    expect((await listMigrations(folder)).map((migration) => migration.name)).toEqual([
      '002_sooner.sql',
      '010_later.sql',
    ]);
  });

  it('refuses two migrations with one number', async () => {
    const folder = migrationsFolder({ '001_a.sql': '', '01_b.sql': '' });
    await expect(listMigrations(folder)).rejects.toThrow('Two migrations share the number 1');
  });
});

const SHIPPED_MIGRATIONS = [
  '001_users_and_sessions.sql',
  '002_venues.sql',
  '003_teams.sql',
  '004_meetings.sql',
  '005_session_change_notices.sql',
  '006_session_expiry_index.sql',
  '007_meeting_date_from_start.sql',
  '008_username_normal_form.sql',
  '009_sign_in_failures.sql',
  '010_venue_images.sql',
  '011_rate_limit_windows.sql',
  '012_calendar_feeds.sql',
  '013_meeting_time_index.sql',
  '014_meeting_series.sql',
  '015_calendar_events_and_links.sql',
  '016_session_refresh_cookie.sql',
  '017_change_record.sql',
  '018_change_notice_rule.sql',
  '019_external_sign_in.sql',
  '020_outbox.sql',
  '021_mail_preferences_and_links.sql',
  '022_api_tokens.sql',
  '024_series_events.sql',
  '025_mail_intents_and_claims.sql',
  '026_mail_intents_after_ids.sql',
  '027_meeting_list_versions.sql',
  '028_outbox_list_unsubscribe.sql',
  '029_token_and_link_lifetimes.sql',
  '030_backup_runs.sql',
  '031_user_languages.sql',
];

describe.each(testDatabaseEngines())('applyMigrations on $name', (engine) => {
  let db: Database;
  beforeEach(async () => {
    db = await engine.openEmpty();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterEach(() => db.close());

  it('applies the shipped migrations once; a second start changes nothing', async () => {
    expect(await applyMigrations(db, MIGRATIONS_DIR)).toEqual(SHIPPED_MIGRATIONS);
    expect(await applyMigrations(db, MIGRATIONS_DIR)).toEqual([]);
    expect(await db.query('select version, name from schema_migrations order by version')).toEqual([
      { version: 1, name: '001_users_and_sessions.sql' },
      { version: 2, name: '002_venues.sql' },
      { version: 3, name: '003_teams.sql' },
      { version: 4, name: '004_meetings.sql' },
      { version: 5, name: '005_session_change_notices.sql' },
      { version: 6, name: '006_session_expiry_index.sql' },
      { version: 7, name: '007_meeting_date_from_start.sql' },
      { version: 8, name: '008_username_normal_form.sql' },
      { version: 9, name: '009_sign_in_failures.sql' },
      { version: 10, name: '010_venue_images.sql' },
      { version: 11, name: '011_rate_limit_windows.sql' },
      { version: 12, name: '012_calendar_feeds.sql' },
      { version: 13, name: '013_meeting_time_index.sql' },
      { version: 14, name: '014_meeting_series.sql' },
      { version: 15, name: '015_calendar_events_and_links.sql' },
      { version: 16, name: '016_session_refresh_cookie.sql' },
      { version: 17, name: '017_change_record.sql' },
      { version: 18, name: '018_change_notice_rule.sql' },
      { version: 19, name: '019_external_sign_in.sql' },
      { version: 20, name: '020_outbox.sql' },
      { version: 21, name: '021_mail_preferences_and_links.sql' },
      { version: 22, name: '022_api_tokens.sql' },
      { version: 24, name: '024_series_events.sql' },
      { version: 25, name: '025_mail_intents_and_claims.sql' },
      { version: 26, name: '026_mail_intents_after_ids.sql' },
      { version: 27, name: '027_meeting_list_versions.sql' },
      { version: 28, name: '028_outbox_list_unsubscribe.sql' },
      { version: 29, name: '029_token_and_link_lifetimes.sql' },
      { version: 30, name: '030_backup_runs.sql' },
      { version: 31, name: '031_user_languages.sql' },
    ]);
    expect(await schemaVersion(db)).toBe(Number.parseInt(SHIPPED_MIGRATIONS.at(-1) ?? '', 10));
  });

  it('applies only the new migrations on a later start', async () => {
    const folder = migrationsFolder({ '001_first.sql': 'create table first_table (id int);' });
    await applyMigrations(db, folder);
    writeFileSync(
      path.join(folder, '002_second.sql'),
      'create table second_table (id int); insert into second_table values (1);',
    );

    expect(await applyMigrations(db, folder)).toEqual(['002_second.sql']);
    expect(await db.query('select id from second_table')).toEqual([{ id: 1 }]);
    expect(await schemaVersion(db)).toBe(2);
  });

  it('applies nothing when one migration fails', async () => {
    const folder = migrationsFolder({
      '001_good.sql': 'create table good_table (id int);',
      '002_bad.sql': 'create table broken (;',
    });
    await expect(applyMigrations(db, folder)).rejects.toThrow();
    expect(await db.query(`select to_regclass('good_table') as found`)).toEqual([{ found: null }]);
  });

  it('records the sha256 of each migration it applies', async () => {
    await applyMigrations(db, MIGRATIONS_DIR);
    expect(await db.query('select name, checksum from schema_migrations order by version')).toEqual(
      SHIPPED_MIGRATIONS.map((name) => ({
        name,
        checksum: sha256(readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8')),
      })),
    );
  });

  it('stops, naming the file, when a migration was edited after it was applied, and applies nothing', async () => {
    const folder = migrationsFolder({ '001_first.sql': 'create table first_table (id int);' });
    await applyMigrations(db, folder);
    writeFileSync(path.join(folder, '001_first.sql'), 'create table first_table (id bigint);');
    writeFileSync(path.join(folder, '002_second.sql'), 'create table second_table (id int);');

    const start = applyMigrations(db, folder);

    await expect(start).rejects.toThrow(ChangedMigrationError);
    await expect(start).rejects.toThrow(/^Migration 001_first\.sql was changed after it was applied/);
    expect(await db.query(`select to_regclass('second_table') as found`)).toEqual([{ found: null }]);
  });

  it('records the checksums of migrations applied before checksums were kept, then holds them to it', async () => {
    const folder = migrationsFolder({ '001_first.sql': 'create table first_table (id int);' });
    // A database as the server left it before checksums: the table had no checksum column.
    await db.execScript(
      `create table schema_migrations (version integer primary key, name text not null,
         applied_at timestamptz not null default now());
       create table first_table (id int);
       insert into schema_migrations (version, name) values (1, '001_first.sql');`,
    );

    expect(await applyMigrations(db, folder)).toEqual([]);
    expect(await db.query('select checksum from schema_migrations')).toEqual([
      { checksum: sha256('create table first_table (id int);') },
    ]);
    writeFileSync(path.join(folder, '001_first.sql'), 'create table first_table (id bigint);');
    await expect(applyMigrations(db, folder)).rejects.toThrow(ChangedMigrationError);
  });

  it('gives each meeting stored before migration 015 a UID of its own, and its updated date as its event’s change', async () => {
    const before015 = migrationsFolder(
      Object.fromEntries(
        SHIPPED_MIGRATIONS.slice(0, 14).map((name) => [name, readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8')]),
      ),
    );
    await applyMigrations(db, before015);
    await db.execScript(
      `insert into users (id, username, role, firstname, lastname, email, mobile, created_date, updated_date)
         values ('00000000-0000-4000-8000-000000000001', 'chief', 'Admin', 'C', 'C', 'c@example.org', '', now(), now());
       insert into teams (name, description, lead_id, updated_date)
         values ('Team', '', '00000000-0000-4000-8000-000000000001', now());
       insert into venues (name, updated_date) values ('Hall', now());
       insert into meetings (id, team_name, venue_name, start_time, end_time, updated_date)
         select 'Meeting ' || n, 'Team', 'Hall', timestamptz '2030-01-07 09:00Z' + n * interval '1 day',
                timestamptz '2030-01-07 10:00Z' + n * interval '1 day', timestamptz '2026-11-01 12:00Z' + n * interval '1 hour'
           from generate_series(1, 3) n;`,
    );

    expect(await applyMigrations(db, MIGRATIONS_DIR)).toContain('015_calendar_events_and_links.sql');
    const meetings = await db.query<{ uid: string; changed: boolean }>(
      'select uid::text, event_changed_at = updated_date as changed from meetings',
    );
    expect(meetings).toHaveLength(3);
    expect(new Set(meetings.map((meeting) => meeting.uid)).size).toBe(3);
    expect(meetings.every((meeting) => meeting.changed)).toBe(true);
  });

  it('keeps the meetings of an intent written before migration 026 as their ids, in order', async () => {
    const until025 = SHIPPED_MIGRATIONS.slice(0, SHIPPED_MIGRATIONS.indexOf('025_mail_intents_and_claims.sql') + 1);
    await applyMigrations(
      db,
      migrationsFolder(
        Object.fromEntries(until025.map((name) => [name, readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8')])),
      ),
    );
    const snapshot = (id: string) => ({ meeting: { id, uid: id.toLowerCase() }, people: [['a@x.org', {}]] });
    await db.query(
      `insert into mail_intents (at, before, after) values (now(), $1::jsonb, $2::jsonb), (now(), '[]', '[]')`,
      [JSON.stringify([snapshot('Gone')]), JSON.stringify([snapshot('Second'), snapshot('First')])],
    );

    expect(await applyMigrations(db, MIGRATIONS_DIR)).toContain('026_mail_intents_after_ids.sql');
    expect(
      await db.query("select before -> 0 -> 'meeting' ->> 'id' as before, after from mail_intents order by id"),
    ).toEqual([
      { before: 'Gone', after: ['Second', 'First'] },
      { before: null, after: [] },
    ]);
  });

  it('lets two starts at once apply each migration exactly once', async () => {
    const results = await Promise.all([applyMigrations(db, MIGRATIONS_DIR), applyMigrations(db, MIGRATIONS_DIR)]);
    expect(results.flat()).toEqual(SHIPPED_MIGRATIONS);
  });
});
