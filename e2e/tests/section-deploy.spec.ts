import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../tooling/processes/server-process.mjs';
import {
  buildVariants,
  nextSharedAuthVersion,
  REPO_ROOT,
  serveFolders,
  sharedAuthVersion,
} from '../sections/section-builds.mjs';
import { expect, test } from './a11y';
import { openFromNav, signIn } from './session';

// Deploying one section on its own, as its team would: a changed mfe-teams is built alone, served from a second
// origin, and the product is started with REMOTE_TEAMS_URL pointing there (sections/section-builds.mjs).
test.describe.configure({ mode: 'serial' });

type Variant = 'changed' | 'incompatible' | 'crashing';
let builds: Record<Variant, string>;
let secondOrigin: Awaited<ReturnType<typeof serveFolders>> & { folders: Record<string, string> };
let product: Awaited<ReturnType<typeof startServer>>;
let admin: { username: string; password: string };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  builds = (await buildVariants(['changed', 'incompatible', 'crashing'])) as Record<Variant, string>;
  // `teams/` is what the product loads; each test points it at the build it deploys.
  const folders: Record<string, string> = { teams: builds.changed, ...builds };
  secondOrigin = { ...(await serveFolders(folders)), folders };
  product = await startServer({
    env: { DEMO_DATA: '1', REMOTE_TEAMS_URL: `${secondOrigin.url}/teams/mf-manifest.json` },
  });
  admin = { username: 'admin', password: product.adminPassword ?? '' };
});

test.afterAll(async () => {
  await product?.stop();
  await secondOrigin?.close();
});

function deploy(variant: Variant) {
  secondOrigin.folders.teams = builds[variant];
}

async function signInAsAdmin(page: Page) {
  await page.goto(`${product.url}/user/login`);
  await signIn(page, admin);
  await expect(page).toHaveURL(`${product.url}/home`);
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}
/** The files a build's mf-manifest.json lists for a shared module. */
function sharedFiles(distFolder: string, name: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distFolder, 'mf-manifest.json'), 'utf8'));
  const shared = (manifest.shared as ManifestShared[]).find((entry) => entry.name === name);
  return shared ? [...shared.assets.js.sync, ...shared.assets.js.async] : [];
}

const CHANGE = 'Built with the changed page frame.';
const escaped = (text: string) => text.replaceAll('.', '\\.');

test('a section deployed alone shows its change, reads the shell’s signed-in user and shares one React DOM', async ({
  page,
}) => {
  deploy('changed');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await signInAsAdmin(page);

  await openFromNav(page, 'Teams', 'List Teams');
  await expect(page.getByRole('heading', { name: 'List Teams' })).toBeVisible();
  await expect(page.getByText(CHANGE)).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Signed in as admin (Admin)');

  // Opened after teams, venues keeps its own page frame: the changed one is another version, used by teams alone.
  await openFromNav(page, 'Venues', 'List Venues');
  await expect(page.getByRole('heading', { name: 'List All Venues' })).toBeVisible();
  await expect(page.getByText(CHANGE)).toHaveCount(0);

  const fileNames = requested.map((pathname) => path.basename(pathname));
  const shellDist = path.join(REPO_ROOT, 'shell/dist');
  const reactDomFiles = [...sharedFiles(shellDist, 'react-dom'), ...sharedFiles(builds.changed, 'react-dom')];
  expect(fileNames.filter((name) => reactDomFiles.includes(name))).toHaveLength(1);
  // The section runs the shell's single instances: none of its own copies of them is downloaded.
  for (const singleton of ['react', 'react-dom', 'react-router-dom', 'zustand', '@scheduler/shared-auth']) {
    const ownCopies = sharedFiles(builds.changed, singleton);
    expect(
      requested.filter((pathname) => pathname.startsWith('/teams/') && ownCopies.includes(path.basename(pathname))),
    ).toEqual([]);
  }
});

test('opening venues first changes nothing in venues, and teams still shows its own change', async ({ page }) => {
  deploy('changed');
  await signInAsAdmin(page);
  await openFromNav(page, 'Venues', 'List Venues');
  await expect(page.getByRole('heading', { name: 'List All Venues' })).toBeVisible();
  await expect(page.getByText(CHANGE)).toHaveCount(0);

  await openFromNav(page, 'Teams', 'List Teams');
  await expect(page.getByRole('heading', { name: 'List Teams' })).toBeVisible();
  await expect(page.getByText(CHANGE)).toBeVisible();
});

test('a section built for a newer shared-auth is not mounted: the message names both versions, the rest works', async ({
  page,
}) => {
  deploy('incompatible');
  await signInAsAdmin(page);
  await openFromNav(page, 'Teams', 'List Teams');
  await expect(
    page.getByRole('heading', { name: 'The Teams section cannot run in this version of the app.' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(
        `^It needs @scheduler/shared-auth \\^${escaped(nextSharedAuthVersion())}, and the app provides ${escaped(sharedAuthVersion())}\\+c[0-9a-f]{10}\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByText('Please contact the administrator. The other sections still work.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  for (const [menu, entry, heading] of <const>[
    ['Venues', 'List Venues', 'List All Venues'],
    ['Meetings', 'List All Meetings', 'List All Meetings'],
    ['Users', 'List Current User', 'Current User'],
  ]) {
    await openFromNav(page, menu, entry);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect.poll(() => product.output()).toContain('"kind":"incompatible"');
});

test('a section whose page throws says it stopped, shows no stack, and the server logs the report', async ({
  page,
}) => {
  deploy('crashing');
  await signInAsAdmin(page);
  await openFromNav(page, 'Teams', 'List Teams');
  await expect(page.getByRole('heading', { name: 'The Teams section stopped with an error.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload section' })).toBeVisible();
  await expect(page.getByText(/cannot render this team|team-list-page/)).toHaveCount(0);

  await expect
    .poll(
      () =>
        product
          .output()
          .split('\n')
          .find((line) => line.includes('cannot render this team')) ?? '',
    )
    .toMatch(/"kind":"crashed".*"username":"admin"|"username":"admin".*"kind":"crashed"/);

  await openFromNav(page, 'Venues', 'List Venues');
  await expect(page.getByRole('heading', { name: 'List All Venues' })).toBeVisible();
});

test('check:remote says whether a deployed section fits this shell build', async () => {
  // Not spawnSync: the second origin is served by this very process.
  const check = (variant: Variant) =>
    new Promise<{ status: number; stdout: string }>((resolve) => {
      const manifestUrl = `${secondOrigin.url}/${variant}/mf-manifest.json`;
      execFile(process.execPath, [path.join(REPO_ROOT, 'scripts/check-remote.mjs'), manifestUrl], (error, stdout) =>
        resolve({ status: error ? Number(error.code) : 0, stdout }),
      );
    });
  const fits = await check('changed');
  expect(fits.stdout).toMatch(/^Section teams 0\.1\.0\+c[0-9a-f]{10} is compatible with this shell build\.$/m);
  expect(fits.status).toBe(0);

  const misfits = await check('incompatible');
  expect(misfits.stdout).toMatch(
    new RegExp(
      `^INCOMPATIBLE {2}@scheduler/shared-auth \\(one instance\\): the section needs \\^${escaped(nextSharedAuthVersion())}, the shell provides ${escaped(sharedAuthVersion())}\\+c[0-9a-f]{10}$`,
      'm',
    ),
  );
  expect(misfits.stdout).toMatch(/^compatible {4}react \(one instance\)/m);
  expect(misfits.stdout).toMatch(
    /^Section teams \S+ is NOT compatible with this shell build: @scheduler\/shared-auth\.$/m,
  );
  expect(misfits.status).toBe(1);
});
