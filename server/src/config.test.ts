import { hostname } from 'node:os';
import path from 'node:path';
import { readSettings, SettingsError } from './config';

describe('readSettings', () => {
  it('has a default for every setting', () => {
    const settings = readSettings({}, '/srv/app');
    expect(settings).toEqual({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: false,
      logLevel: 'info',
      logFormat: 'json',
      metricsToken: undefined,
      backups: null,
      dataDir: path.resolve('/srv/app/data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenMinutes: 15,
      sessionHours: 8,
      changesKeepDays: 730,
      adminUsername: undefined,
      adminPassword: undefined,
      demoData: false,
      groupAbbreviation: 'RG',
      websiteUrl: 'https://example.org',
      websiteVersion: '1.0.0',
      externalRedirectHosts: ['example.org'],
      debug: false,
      remotes: {
        meetings: '/remotes/meetings/mf-manifest.json',
        teams: '/remotes/teams/mf-manifest.json',
        venues: '/remotes/venues/mf-manifest.json',
        users: '/remotes/users/mf-manifest.json',
      },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      publicUrl: 'http://127.0.0.1:8080',
      workingHours: { start: { hour: 8, minute: 0 }, end: { hour: 18, minute: 0 }, days: [1, 2, 3, 4, 5] },
      sso: { oidc: null, ldap: null },
      smtpUrl: undefined,
      mailFrom: 'scheduler@127.0.0.1',
      warnings: [],
    });
  });

  it('reads the single sign-on settings, with their defaults', () => {
    const oidc = { OIDC_ISSUER: 'https://id.test/realms/lab', OIDC_CLIENT_ID: 'scheduler', OIDC_CLIENT_SECRET: 's3' };
    const ldap = { LDAP_URL: 'ldaps://ldap.test', LDAP_USER_BASE: 'ou=people,dc=test' };
    expect(readSettings({ ...oidc, ...ldap }).sso).toEqual({
      oidc: {
        issuer: 'https://id.test/realms/lab',
        clientId: 'scheduler',
        clientSecret: 's3',
        label: 'Sign in with your institute',
        adminGroups: [],
        groupsClaim: 'groups',
      },
      ldap: {
        url: 'ldaps://ldap.test',
        bindDn: undefined,
        bindPassword: undefined,
        userBase: 'ou=people,dc=test',
        userFilter: '(uid={username})',
        adminGroupDn: undefined,
      },
    });
    const all = readSettings({
      ...oidc,
      ...ldap,
      OIDC_LABEL: 'Sign in with Lab ID',
      OIDC_ADMIN_GROUPS: 'admins, lab-leads',
      OIDC_GROUPS_CLAIM: 'roles',
      LDAP_BIND_DN: 'cn=reader,dc=test',
      LDAP_BIND_PASSWORD: 'pw',
      LDAP_USER_FILTER: '(&(objectClass=person)(sAMAccountName={username}))',
      LDAP_ADMIN_GROUP_DN: 'cn=admins,dc=test',
    }).sso;
    expect(all.oidc).toMatchObject({
      label: 'Sign in with Lab ID',
      adminGroups: ['admins', 'lab-leads'],
      groupsClaim: 'roles',
    });
    expect(all.ldap).toMatchObject({
      bindDn: 'cn=reader,dc=test',
      bindPassword: 'pw',
      userFilter: '(&(objectClass=person)(sAMAccountName={username}))',
      adminGroupDn: 'cn=admins,dc=test',
    });
  });

  it('refuses single sign-on settings it cannot work with, naming the variable', () => {
    const read = () =>
      readSettings({ OIDC_ISSUER: 'id.test', LDAP_URL: 'http://ldap.test', LDAP_USER_FILTER: '(uid=x)' });
    expect(read).toThrow(SettingsError);
    expect(read).toThrow(
      [
        'Invalid settings:',
        '  - OIDC_ISSUER must be an http or https URL, not "id.test".',
        '  - OIDC_CLIENT_ID must be set when OIDC_ISSUER is set.',
        '  - OIDC_CLIENT_SECRET must be set when OIDC_ISSUER is set.',
        '  - LDAP_URL must be an ldap:// or ldaps:// URL, not "http://ldap.test".',
        '  - LDAP_USER_FILTER must hold {username}, where the typed username goes, not "(uid=x)".',
        '  - LDAP_USER_BASE must be set when LDAP_URL is set.',
      ].join('\n'),
    );
  });

  it('reads every variable', () => {
    const settings = readSettings(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        LOG_LEVEL: 'warn',
        DATA_DIR: 'state',
        DATABASE_URL: 'postgres://db/scheduler',
        JWT_SECRET: 's'.repeat(32),
        ACCESS_TOKEN_MINUTES: '5',
        SESSION_HOURS: '12',
        CHANGES_KEEP_DAYS: '90',
        ADMIN_USERNAME: 'chief',
        ADMIN_PASSWORD: 'pw',
        DEMO_DATA: '1',
        GROUP_ABBREVIATION: 'ACME',
        WEBSITE_URL: 'https://acme.test:8443/home',
        WEBSITE_VERSION: '2.1.0',
        EXTERNAL_REDIRECT_HOSTS: 'a.test, b.test ,',
        DEBUG: 'true',
        REMOTE_TEAMS_URL: 'https://cdn.test/teams/mf-manifest.json',
        TIME_ZONE: 'Europe/Warsaw',
        PUBLIC_URL: 'https://scheduler.acme.test/',
        WORKDAY_START: '7:30',
        WORKDAY_END: '16:00',
        WORKDAYS: 'sun, MON,Tue,wed,thu',
        SMTP_URL: 'smtp://mailer:secret@mail.acme.test:587',
        MAIL_FROM: 'meetings@acme.test',
      },
      '/srv/app',
    );
    expect(settings).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      logLevel: 'warn',
      dataDir: path.resolve('/srv/app/state'),
      databaseUrl: 'postgres://db/scheduler',
      accessTokenMinutes: 5,
      sessionHours: 12,
      changesKeepDays: 90,
      adminUsername: 'chief',
      adminPassword: 'pw',
      demoData: true,
      groupAbbreviation: 'ACME',
      websiteUrl: 'https://acme.test:8443/home',
      websiteVersion: '2.1.0',
      externalRedirectHosts: ['a.test', 'b.test'],
      debug: true,
      timeZone: 'Europe/Warsaw',
      publicUrl: 'https://scheduler.acme.test',
      workingHours: { start: { hour: 7, minute: 30 }, end: { hour: 16, minute: 0 }, days: [1, 2, 3, 4, 7] },
      smtpUrl: 'smtp://mailer:secret@mail.acme.test:587',
      mailFrom: 'meetings@acme.test',
      warnings: [],
    });
    expect(settings.remotes.teams).toBe('https://cdn.test/teams/mf-manifest.json');
    expect(settings.remotes.venues).toBe('/remotes/venues/mf-manifest.json');
  });

  it('takes the default redirect host from the website, port included', () => {
    expect(readSettings({ WEBSITE_URL: 'http://group.test:81/' }).externalRedirectHosts).toEqual(['group.test:81']);
  });

  it('takes the server’s own address as public URL when PUBLIC_URL is unset, warning unless it is a loopback one', () => {
    const unsetWarning = (address: string) =>
      `PUBLIC_URL is unset, so calendar feed links and their events' pages use ${address}, the address this server listens on. Set PUBLIC_URL to the address people reach the product at.`;
    const withHost = (HOST: string, PORT = '8080') => {
      const { publicUrl, warnings } = readSettings({ HOST, PORT });
      return { publicUrl, warnings };
    };
    expect(withHost('localhost')).toEqual({ publicUrl: 'http://localhost:8080', warnings: [] });
    expect(withHost('127.0.0.2', '9000')).toEqual({ publicUrl: 'http://127.0.0.2:9000', warnings: [] });
    expect(withHost('::1')).toEqual({ publicUrl: 'http://[::1]:8080', warnings: [] });
    expect(withHost('192.0.2.7')).toEqual({
      publicUrl: 'http://192.0.2.7:8080',
      warnings: [unsetWarning('http://192.0.2.7:8080')],
    });
    for (const anyAddress of ['0.0.0.0', '::']) {
      const own = `http://${hostname()}:8080`;
      expect(withHost(anyAddress)).toEqual({ publicUrl: own, warnings: [unsetWarning(own)] });
    }
  });

  it('sends mail from the public address’s host unless MAIL_FROM is set', () => {
    expect(readSettings({ PUBLIC_URL: 'https://scheduler.acme.test:8443/app' }).mailFrom).toBe(
      'scheduler@scheduler.acme.test',
    );
    expect(readSettings({ SMTP_URL: 'smtps://mail.acme.test:465' }).smtpUrl).toBe('smtps://mail.acme.test:465');
  });

  it('stops the start for a malformed SMTP_URL without repeating its password', () => {
    for (const value of ['http://user:hunter2@mail.test', 'user:hunter2@mail.test', 'smtp://']) {
      expect(() => readSettings({ SMTP_URL: value })).toThrow(
        new SettingsError([
          'SMTP_URL must be a URL such as smtp://user:password@mail.example.org:587 or smtps://…:465.',
        ]),
      );
    }
    expect(() => readSettings({ MAIL_FROM: 'Scheduler <scheduler@acme.test>' })).toThrow(
      new SettingsError([
        'MAIL_FROM must be an email address such as scheduler@example.org, not "Scheduler <scheduler@acme.test>".',
      ]),
    );
  });

  it('reads the operations settings: log format, metrics token and the daily backups', () => {
    expect(
      readSettings(
        {
          LOG_FORMAT: 'pretty',
          METRICS_TOKEN: 'a-scrape-token-of-16+',
          BACKUP_DIR: 'backups',
          BACKUP_AT: '2:15',
          BACKUP_KEEP: '30',
        },
        '/srv/app',
      ),
    ).toMatchObject({
      logFormat: 'pretty',
      metricsToken: 'a-scrape-token-of-16+',
      backups: { dir: path.resolve('/srv/app/backups'), at: { hour: 2, minute: 15 }, keep: 30 },
    });
    expect(readSettings({ BACKUP_DIR: '/var/backups/scheduler' }).backups).toEqual({
      dir: '/var/backups/scheduler',
      at: { hour: 3, minute: 0 },
      keep: 14,
    });
  });

  it('refuses unusable operations settings, naming each', () => {
    try {
      readSettings({
        LOG_FORMAT: 'xml',
        METRICS_TOKEN: 'short',
        BACKUP_DIR: '/b',
        BACKUP_AT: '25:00',
        BACKUP_KEEP: '0',
      });
      throw new Error('readSettings accepted them');
    } catch (error) {
      expect((error as SettingsError).problems).toEqual([
        'LOG_FORMAT must be one of json, pretty, not "xml".',
        'METRICS_TOKEN must be at least 16 characters long.',
        'BACKUP_AT must be a time of day from 00:00 to 23:59, not "25:00".',
        'BACKUP_KEEP must be a whole number from 1 to 10000, not "0".',
      ]);
    }
  });

  it('treats blank variables as unset', () => {
    expect(readSettings({ PORT: ' ', ADMIN_PASSWORD: '' })).toMatchObject({ port: 8080, adminPassword: undefined });
  });

  it('reports every unusable value at once, naming the variable', () => {
    const read = () =>
      readSettings({
        PORT: 'eighty',
        JWT_SECRET: 'short',
        DEBUG: 'maybe',
        WEBSITE_URL: 'ftp://files.test',
        PUBLIC_URL: 'scheduler.example.org',
        LOG_LEVEL: 'loud',
        SESSION_HOURS: '-1',
        CHANGES_KEEP_DAYS: '0',
        TIME_ZONE: 'Mars/Olympus_Mons',
        WORKDAY_START: '8:05',
        WORKDAY_END: '24:00',
        WORKDAYS: 'Mon,Funday',
      });
    expect(read).toThrow(SettingsError);
    try {
      read();
    } catch (error) {
      expect((error as SettingsError).problems).toEqual([
        'WEBSITE_URL must be an http or https URL, not "ftp://files.test".',
        'JWT_SECRET must be at least 32 characters long.',
        'PORT must be a whole number from 0 to 65535, not "eighty".',
        'PUBLIC_URL must be an http or https URL, not "scheduler.example.org".',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud".',
        'SESSION_HOURS must be a number above 0, not "-1".',
        'CHANGES_KEEP_DAYS must be a whole number from 1 to 36500, not "0".',
        'DEBUG must be 1 or 0 (also true/false), not "maybe".',
        'TIME_ZONE must be an IANA time zone such as Europe/Warsaw or UTC, not "Mars/Olympus_Mons".',
        'WORKDAY_START must be a time of day from 00:00 to 23:50 on the 10-minute step, not "8:05".',
        'WORKDAY_END must be a time of day from 00:00 to 23:50 on the 10-minute step, not "24:00".',
        'WORKDAYS must list days among Mon, Tue, Wed, Thu, Fri, Sat, Sun, separated by commas, not "Mon,Funday".',
      ]);
    }
  });

  it('wants working hours that start before they end, on at least one day', () => {
    expect(() => readSettings({ WORKDAY_START: '18:00', WORKDAY_END: '9:00' })).toThrow(
      new SettingsError(['WORKDAY_START must be before WORKDAY_END, not 18:00 to 09:00.']),
    );
    expect(() => readSettings({ WORKDAYS: ',' })).toThrow(
      new SettingsError([
        'WORKDAYS must list days among Mon, Tue, Wed, Thu, Fri, Sat, Sun, separated by commas, not ",".',
      ]),
    );
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['FALSE', false],
    ['true', true],
    ['True', true],
    ['10.0.0.5', ['10.0.0.5']],
    [' 10.0.0.0/8, loopback ,fd00::/8,::1 ', ['10.0.0.0/8', 'loopback', 'fd00::/8', '::1']],
    ['linklocal,uniquelocal', ['linklocal', 'uniquelocal']],
  ])('reads %j', (value, trustProxy) => {
    expect(readSettings({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each(['yes', '1', '2', '0', '-1', '1.5', '10.0.0.0/33', '::1/129', '10.0.0.256', 'proxy.example.org', ','])(
    'stops the start naming it for %j',
    (value) => {
      expect(() => readSettings({ TRUST_PROXY: value })).toThrow(
        new SettingsError([
          `TRUST_PROXY must be true, false, or the proxies' addresses or CIDR ranges separated by commas (also loopback, linklocal, uniquelocal), not "${value}".`,
        ]),
      );
    },
  );
});
