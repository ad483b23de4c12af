/**
 * The id of the page's one polite live region. The page template (tooling/webpack/index.html) holds it, outside
 * React, from the first paint: a region must be in the page before what it says changes, and a DOM element is one
 * region for every section, whichever build of this file a section runs.
 */
export const LIVE_REGION_ID = 'live-region';

function liveRegion(): HTMLElement {
  const existing = document.getElementById(LIVE_REGION_ID);
  if (existing) return existing;
  // A page without the template (a component test) gets one on first use.
  const region = Object.assign(document.createElement('div'), { id: LIVE_REGION_ID });
  region.setAttribute('role', 'status');
  document.body.append(region);
  return region;
}

/**
 * Says `text` to a screen reader once, without moving the focus: what just happened ("Venue KB Hall added."). Each
 * saying is a new node, so the same words twice are read twice.
 */
export function announce(text: string): void {
  const saying = document.createElement('span');
  saying.textContent = text;
  liveRegion().replaceChildren(saying);
}
