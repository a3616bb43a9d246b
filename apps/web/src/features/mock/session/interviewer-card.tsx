import { Avatar, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Speaker } from '../mock-setup.ts';
import type { MockTurn } from '../mock-state.ts';

/**
 * The interviewer: the latest turn, big, with what kind it is (follow-up, closing), whether it is being said
 * and who says it, "say it again", and "thinking" while the reply to an answer is on its way.
 */
export function InterviewerCard({
  turn,
  thinking,
  speaker,
  speaking,
  blocked,
  voiceOn,
  ended,
  onSay,
  onVoice,
}: {
  turn: MockTurn | null;
  thinking: boolean;
  speaker: Speaker;
  speaking: boolean;
  blocked: boolean;
  voiceOn: boolean;
  /** Over: nothing more is said, so no voice controls. */
  ended: boolean;
  onSay: () => void;
  onVoice: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="mock-turn-label"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Avatar
              color="indigo"
              radius="xl"
              aria-hidden="true"
              className="mock-avatar"
              data-speaking={speaking || undefined}
            >
              {t('mockSession.interviewerInitial')}
            </Avatar>
            <div>
              <Text id="mock-turn-label" fw={700}>
                {t('mockSession.interviewer')}
              </Text>
              <Text size="xs" c="dimmed" data-testid="mock-speaker" data-speaker={voiceOn ? speaker : 'off'}>
                {voiceOn ? t(`mockSession.speaker.${speaker}`) : t('mockSession.speaker.off')}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            {speaking && (
              <Badge color="teal.9" variant="outline" tt="none" data-testid="mock-speaking">
                {t('mockSession.speaking')}
              </Badge>
            )}
            {turn?.kind === 'followup' && (
              <Badge color="grape.9" variant="outline" tt="none" data-testid="mock-followup">
                {t('mockSession.kind.followup')}
              </Badge>
            )}
            {turn?.kind === 'closing' && (
              <Badge color="indigo.9" variant="outline" tt="none">
                {t('mockSession.kind.closing')}
              </Badge>
            )}
          </Group>
        </Group>
        {turn ? (
          <Text
            className="mock-turn-text"
            aria-live="polite"
            data-testid="mock-turn"
            data-turn={turn.id}
            data-kind={turn.kind}
          >
            {turn.text}
          </Text>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('mockSession.preparing')}</Text>
          </Group>
        )}
        {thinking && (
          <Group gap="sm" role="status" data-testid="mock-thinking">
            <Loader size="xs" type="dots" aria-hidden="true" />
            <Text size="sm">{t('mockSession.thinking')}</Text>
          </Group>
        )}
        {blocked && (
          <Text size="sm" c="orange.9" role="status">
            {t('mockSession.playBlocked')}
          </Text>
        )}
        <Group gap="xs" hidden={ended}>
          {voiceOn && speaker !== 'none' && turn && (
            <Button size="compact-md" variant="light" onClick={onSay} data-testid="mock-say-again">
              {t(blocked ? 'mockSession.play' : 'mockSession.sayAgain')}
            </Button>
          )}
          <Button
            size="compact-md"
            variant="subtle"
            onClick={() => onVoice(!voiceOn)}
            aria-pressed={!voiceOn}
            data-testid="mock-mute"
          >
            {t(voiceOn ? 'mockSession.mute' : 'mockSession.unmute')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
