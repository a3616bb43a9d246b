import { useEffect, useRef } from 'react';
import { Avatar, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/format.ts';

/** What the interviewer's tile shows: the countdown to a question, or the question asked (captions). */
export type InterviewerView =
  { kind: 'countdown'; index: number; leftMs: number } | { kind: 'asking'; text: string; leftMs: number };

/** The interviewer's tile: avatar, speaking indicator, the countdown or the question as captions and its time. */
export function InterviewerTile({ view, speaking }: { view: InterviewerView; speaking: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="meeting-tile meeting-interviewer" aria-label={t('mockMeeting.interviewer')}>
      <Avatar
        size={88}
        radius={88}
        color="indigo"
        variant="filled"
        className="meeting-avatar"
        data-speaking={speaking || undefined}
        aria-hidden="true"
      >
        {t('mockSession.interviewerInitial')}
      </Avatar>
      <Text className="meeting-name" fw={700}>
        {t('mockMeeting.interviewer')}
        {speaking && (
          <Badge ml="xs" size="sm" color="teal.9" variant="filled" tt="none" data-testid="meeting-speaking">
            {t('mockMeeting.speaking')}
          </Badge>
        )}
      </Text>
      {view.kind === 'countdown' ? (
        <div className="meeting-countdown" role="timer" aria-live="polite" data-testid="meeting-countdown">
          <Text className="meeting-countdown-label">
            {t(view.index === 0 ? 'mockMeeting.firstIn' : 'mockMeeting.nextIn', { n: view.index + 1 })}
          </Text>
          <Text className="meeting-countdown-number">{Math.max(1, Math.ceil(view.leftMs / 1000))}</Text>
        </div>
      ) : (
        <>
          <Text className="meeting-caption" aria-live="polite" data-testid="meeting-caption">
            {view.text}
          </Text>
          <Text className="meeting-answer-time" role="timer" data-testid="meeting-answer-time">
            {t('mockMeeting.answerTime', { time: formatClock(view.leftMs) })}
          </Text>
        </>
      )}
    </section>
  );
}

/** The candidate's own tile: the camera when it is on, else the initial; "speaking" while the microphone hears a voice. */
export function SelfTile({ stream, talking }: { stream: MediaStream | null; talking: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <section
      className="meeting-tile meeting-self"
      aria-label={t('mockMeeting.you')}
      data-camera={stream ? 'on' : 'off'}
      data-testid="meeting-self"
    >
      {stream ? (
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          className="meeting-video"
          aria-label={t('mockMeeting.camera.preview')}
        />
      ) : (
        <>
          <Avatar size={72} radius={72} color="gray" variant="filled" aria-hidden="true" />
          <Text size="sm" c="gray.3">
            {t('mockMeeting.camera.off')}
          </Text>
        </>
      )}
      <Text className="meeting-name" fw={700}>
        {t('mockMeeting.you')}
        {talking && (
          <Badge ml="xs" size="sm" color="teal.9" variant="filled" tt="none">
            {t('mockMeeting.speaking')}
          </Badge>
        )}
      </Text>
    </section>
  );
}
