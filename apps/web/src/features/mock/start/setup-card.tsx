import { useId } from 'react';
import { Anchor, NativeSelect, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGS, MOCK_LENGTHS } from '@offerpilot/shared';
import { ChoiceCards } from '../../../components/choice-cards.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useResumes } from '../../../lib/queries/resumes.ts';
import type { Listener, MockSetup, Speaker } from '../mock-setup.ts';
import { PositionField } from './position-field.tsx';
import '@mantine/core/styles/SegmentedControl.css';

/** The resume the questions draw on: the default one unless another is chosen; where to add one if none. */
function ResumeField({ value, onChange }: { value?: number; onChange: (resumeId: number) => void }) {
  const { t } = useTranslation();
  const resumes = useResumes();
  if (resumes.isPending) return <Skeleton h={56} />;
  const items = resumes.data ?? [];
  if (!items.length) {
    return (
      <Text size="sm" data-testid="mock-resume-empty">
        {t('mockStart.resume.empty')}{' '}
        <Anchor component={Link} to="/Dashboard/Resume">
          {t('mockStart.resume.add')}
        </Anchor>
      </Text>
    );
  }
  const shown = value ?? items.find((r) => r.isDefault)?.id ?? items[0]?.id;
  return (
    <NativeSelect
      label={t('mockStart.resume.label')}
      description={t('mockStart.resume.hint')}
      value={String(shown)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={items.map((r) => ({
        value: String(r.id),
        label: r.isDefault ? t('mockStart.resume.default', { name: r.title }) : r.title,
      }))}
      data-testid="mock-resume"
    />
  );
}

/** The mock interview's set-up: position, resume, length, language, how to answer, the interviewer's voice. */
export function SetupCard({
  setup,
  listener,
  speaker,
  onChange,
}: {
  setup: MockSetup;
  /** Who would listen to a voice answer (null while the quote loads). */
  listener: Listener | null;
  speaker: Speaker | null;
  onChange: (patch: Partial<MockSetup>) => void;
}) {
  const { t } = useTranslation();
  const langLabel = useId();
  return (
    <SectionCard id="mock-setup-title" title={t('mockStart.setup.title')} gap="lg">
      <PositionField value={setup.position} onChange={(position) => onChange({ position })} />
      <ResumeField value={setup.resumeId} onChange={(resumeId) => onChange({ resumeId })} />
      <ChoiceCards
        name="mock-length"
        legend={t('mockStart.setup.length')}
        choices={MOCK_LENGTHS.map((length) => ({
          value: String(length) as `${typeof length}`,
          title: t('mockStart.setup.questions', { count: length }),
          body: t(`mockStart.setup.lengthBody${length}`),
        }))}
        value={String(setup.length) as `${MockSetup['length']}`}
        onChange={(length) => onChange({ length: Number(length) as MockSetup['length'] })}
        testId="mock-length"
      />
      <Stack gap={6}>
        <Text id={langLabel} size="sm" fw={500}>
          {t('mockStart.setup.lang')}
        </Text>
        <SegmentedControl
          aria-labelledby={langLabel}
          value={setup.lang}
          onChange={(lang) => onChange({ lang: lang as MockSetup['lang'] })}
          data={LANGS.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))}
          w="fit-content"
          data-testid="mock-lang"
        />
      </Stack>
      <ChoiceCards
        name="mock-answer-by"
        legend={t('mockStart.setup.answerBy')}
        hint={listener && t(`mockStart.setup.listener.${listener}`)}
        choices={[
          {
            value: 'voice',
            title: t('mockStart.setup.voiceAnswer'),
            body: t('mockStart.setup.voiceAnswerBody'),
            disabled: listener === 'none',
          },
          {
            value: 'text',
            title: t('mockStart.setup.textAnswer'),
            body: t('mockStart.setup.textAnswerBody'),
          },
        ]}
        value={setup.answerBy}
        onChange={(answerBy) => onChange({ answerBy })}
        testId="mock-answer-by"
      />
      <ChoiceCards
        name="mock-voice"
        legend={t('mockStart.setup.voice')}
        hint={speaker && t(`mockStart.setup.speaker.${speaker}`)}
        choices={[
          { value: 'on', title: t('mockStart.setup.voiceOn'), body: t('mockStart.setup.voiceOnBody') },
          { value: 'off', title: t('mockStart.setup.voiceOff'), body: t('mockStart.setup.voiceOffBody') },
        ]}
        value={setup.voice ? 'on' : 'off'}
        onChange={(voice) => onChange({ voice: voice === 'on' })}
        testId="mock-voice"
      />
    </SectionCard>
  );
}
