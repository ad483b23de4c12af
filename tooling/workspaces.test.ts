import { SECTION_NAMES } from '@scheduler/shared-domain/system';
import { SECTION_WORKSPACES } from './workspaces.cjs';

describe('the sections', () => {
  it('are the mfe-<section> workspaces, one for each of SECTION_NAMES', () => {
    expect([...SECTION_WORKSPACES].sort()).toEqual(SECTION_NAMES.map((name) => `mfe-${name}`).sort());
  });
});
