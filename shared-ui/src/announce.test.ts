import { announce, LIVE_REGION_ID } from './announce';

describe('announce', () => {
  it('says each text in the page’s one live region, the same words twice as a new saying', () => {
    announce('Venue KB Hall deleted.');
    const region = document.getElementById(LIVE_REGION_ID);
    expect(region).toHaveAttribute('role', 'status');
    const first = region?.firstChild;
    announce('Venue KB Hall deleted.');
    expect(document.querySelectorAll(`#${LIVE_REGION_ID}`)).toHaveLength(1);
    expect(region).toHaveTextContent(/^Venue KB Hall deleted\.$/);
    expect(region?.firstChild).not.toBe(first);
  });
});
