// The one way the browser bench starts Debian's Chromium, and how it counts a download's gzipped size.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/processes/chromium.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Bytes gzipped at level 6, whatever the server sent: a response's body is its content decoded (the server sends the
 * product's files brotli-compressed, the baseline's plain), so both are counted the same way, by their content.
 */
export function gzipKB(body) {
  return gzipSync(body, { level: 6 }).length / 1024;
}

/**
 * Records every JavaScript and CSS response of a page: URL, kind, gzipped size and a hash of the content,
 * in the order they arrive. `since(mark)` returns those after a mark.
 */
export function recordDownloads(page) {
  const downloads = [];
  const pending = new Set();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const read = response
      .body()
      .then((body) => {
        downloads.push({
          url: response.url(),
          kind: type === 'script' ? 'js' : 'css',
          gzKB: gzipKB(body),
          hash: hashOf(body),
        });
      })
      .catch(() => {})
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return {
    downloads,
    /** Waits until every body seen so far has been read. */
    settled: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

function hashOf(body) {
  return createHash('sha256').update(body).digest('hex');
}
