import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGS } from '@offerpilot/shared';
import { ChoiceCards } from '../../../components/choice-cards.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { setSelectedMicrophone } from '../../../lib/global-config.ts';
import { PAUSES, pauseSeconds } from '../live-start-rules.ts';
import type { LiveSetup } from '../live-setup.ts';
import { GoalField, ResumeField } from './grounding-fields.tsx';
import { SourcePicker } from './source-picker.tsx';
import '@mantine/core/styles/SegmentedControl.css';

/** The session's set-up: what grounds the hints, the language, the pause setting and the audio source. */
export function SetupCard({
  setup,
  serverAsr,
  onChange,
}: {
  setup: LiveSetup;
  serverAsr: boolean | null;
  onChange: (patch: Partial<LiveSetup>) => void;
}) {
  const { t } = useTranslation();
  const langLabel = useId();
  return (
    <SectionCard id="live-setup-title" title={t('liveStart.setup.title')} gap="lg">
      <GoalField setup={setup} onChange={(goalId) => onChange({ goalId })} />
      <ResumeField setup={setup} onChange={(resumeId) => onChange({ resumeId })} />
      <Stack gap={6}>
        <Text id={langLabel} size="sm" fw={500}>
          {t('liveStart.setup.lang')}
        </Text>
        <SegmentedControl
          aria-labelledby={langLabel}
          value={setup.lang}
          onChange={(lang) => onChange({ lang: lang as LiveSetup['lang'] })}
          data={LANGS.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))}
          w="fit-content"
          data-testid="live-lang"
        />
      </Stack>
      <ChoiceCards
        name="live-pause"
        legend={t('liveStart.setup.pause')}
        hint={t('liveStart.setup.pauseHint')}
        choices={PAUSES.map((pause) => ({
          value: pause,
          title: t(`liveStart.setup.pauses.${pause}.title`, { seconds: pauseSeconds(pause) }),
          body: t(`liveStart.setup.pauses.${pause}.body`),
        }))}
        value={setup.pause}
        onChange={(pause) => onChange({ pause })}
        testId="live-pause"
      />
      <SourcePicker
        source={setup.source}
        deviceId={setup.deviceId}
        serverAsr={serverAsr}
        onSource={(source) => onChange({ source })}
        onDevice={(deviceId) => {
          setSelectedMicrophone(deviceId);
          onChange({ deviceId });
        }}
      />
    </SectionCard>
  );
}
