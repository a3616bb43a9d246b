import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineKind, HintSources } from '@offerpilot/shared';
import { UsedFacts } from '../hint/fact-list.tsx';
import { bankKey, engineKey, questionTypeKey } from '../hint/labels.ts';
import { unsaidIn } from './session-rules.ts';

/**
 * What a hint stood on: the bank question it matched (or that none did, so the frame is general), its type,
 * the goal's company, the resume facts and goal requirements it used that its text (`said`) does not already
 * show, and the engine that wrote it.
 */
export function Grounding({
  sources,
  engine,
  said,
}: {
  sources: HintSources;
  engine: EngineKind;
  said: string;
}) {
  const { t, i18n } = useTranslation();
  const inBank = sources.bankQuestionId !== null;
  return (
    <Stack gap="xs" className="live-grounding" data-testid="live-grounding">
      <Group gap={6}>
        <Badge
          variant="light"
          color={inBank ? 'indigo' : 'gray'}
          tt="none"
          data-testid="live-grounding-bank"
          data-in-bank={inBank}
        >
          {t(bankKey(inBank))}
        </Badge>
        <Badge variant="outline" color="gray" tt="none" data-testid="live-grounding-type">
          {t(questionTypeKey(sources.questionType, (key) => i18n.exists(key)))}
        </Badge>
        {sources.company && (
          <Badge variant="outline" color="gray" tt="none" data-testid="live-grounding-company">
            {t('liveSession.grounding.company', { company: sources.company })}
          </Badge>
        )}
        <Badge
          variant="dot"
          color={engine === 'llm' ? 'violet' : 'teal'}
          tt="none"
          data-testid="live-grounding-engine"
          data-engine={engine}
        >
          {t(engineKey(engine))}
        </Badge>
      </Group>
      <UsedFacts
        resumeFacts={unsaidIn(said, sources.resumeFacts)}
        requirements={unsaidIn(said, sources.requirements)}
        testId="live-grounding"
      />
      {!sources.resumeFacts.length && (
        <Text size="xs" c="dimmed">
          {t('liveSession.grounding.noResumeFacts')}
        </Text>
      )}
    </Stack>
  );
}
