import { SHELL_MESSAGES } from '@scheduler/shared-domain/shell-messages';
import type { SectionName } from '@scheduler/shared-domain/system';
import { type ComponentType, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { readSectionManifest } from './load-section';
import { type SectionBuild, useSectionBuilds } from './section-versions';
import { SECTIONS } from './sections';

function sectionBuildText(build: SectionBuild | undefined, unreachable: boolean): string | undefined {
  if (build) return build.fits ? build.version : `${build.version} (cannot run in this app)`;
  return unreachable ? 'unreachable' : undefined;
}

/**
 * Home's rows of the sections' versions, as deployed now (a section deploys on its own, so it may differ from the
 * shell): each read from its manifest, marked when the section cannot run in this shell. `Row` draws one row.
 */
export function SectionVersionRows({ Row }: { Row: ComponentType<{ term: string; value: string | undefined }> }) {
  const intl = useIntl();
  const builds = useSectionBuilds();
  const [unreachable, setUnreachable] = useState<ReadonlySet<SectionName>>(new Set());
  useEffect(() => {
    for (const { name } of SECTIONS) {
      readSectionManifest(name).catch(() => setUnreachable((names) => new Set(names).add(name)));
    }
  }, []);
  return SECTIONS.map(({ name, label }) => (
    <Row
      key={name}
      term={intl.formatMessage(SHELL_MESSAGES.sectionVersion, { section: intl.formatMessage(label) })}
      value={sectionBuildText(builds[name], unreachable.has(name))}
    />
  ));
}
