import { useRef, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Resume } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useResumes } from '../../../lib/queries/resumes.ts';
import { MATERIAL_LIMITS } from '../material-limits.ts';
import { pickResume } from '../selection.ts';
import { AddResumeCard } from './add-resume-card.tsx';
import { PersonalInfoCard } from './personal-info-card.tsx';
import { ResumeDetail } from './resume-detail.tsx';
import { ResumeList } from './resume-list.tsx';
import { VoiceCard } from './voice-card.tsx';
import '../materials.css';

/** On one column (phones, tablets) a chosen resume opens below the list: bring it into view. */
const ONE_COLUMN = '(max-width: 74.99em)';

/** /Dashboard/Resume, titled Materials: resumes (upload, paste, correct, default), personal info, voice. */
export function MaterialsPage() {
  const { t } = useTranslation();
  const list = useResumes();
  const { data: resumes, isError } = list;
  const [chosen, setChosen] = useState<number | null>(null);
  const detail = useRef<HTMLDivElement>(null);
  const selectedId = resumes ? pickResume(resumes, chosen) : null;
  const open = (id: number, reveal: boolean) => {
    setChosen(id);
    if (reveal && window.matchMedia(ONE_COLUMN).matches) {
      requestAnimationFrame(() => detail.current?.scrollIntoView({ block: 'start' }));
    }
  };
  const added = (resume: Resume) => open(resume.id, true);
  return (
    <Stack gap="lg" maw={1200} mx="auto" data-testid="materials-page">
      <div>
        <Title order={1}>{t('titles.resume')}</Title>
        <Text mt={4}>{t('materials.subtitle')}</Text>
      </div>
      {isError && <LoadFailure text={t('materials.loadFailed')} query={list} />}
      <div className="materials-grid">
        <Stack gap="lg" className="materials-main">
          <AddResumeCard onAdded={added} full={(resumes?.length ?? 0) >= MATERIAL_LIMITS.resumesPerUser} />
          <ResumeList resumes={resumes} selectedId={selectedId} onSelect={(id) => open(id, true)} />
          <div ref={detail} className="materials-anchor">
            {selectedId !== null && <ResumeDetail id={selectedId} onDeleted={() => setChosen(null)} />}
          </div>
        </Stack>
        <Stack gap="lg" className="materials-side">
          <PersonalInfoCard />
          <VoiceCard />
        </Stack>
      </div>
    </Stack>
  );
}
