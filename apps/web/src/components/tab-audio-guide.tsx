import './audio-pieces.css';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A sketch of the browser's sharing dialog: the meeting's tab chosen and its audio switch on. */
function SharePicture() {
  const { t } = useTranslation();
  const tabs = [
    t('audio.tabGuide.pictureTab'),
    t('audio.tabGuide.pictureWindow'),
    t('audio.tabGuide.pictureScreen'),
  ];
  return (
    <svg
      className="tab-guide-picture"
      viewBox="0 0 320 176"
      role="img"
      aria-label={t('audio.tabGuide.picture')}
    >
      <rect x="1" y="1" width="318" height="174" rx="10" fill="#fff" stroke="#868e96" />
      <text x="16" y="26" fontSize="13" fontWeight="600" fill="#212529">
        {t('audio.tabGuide.pictureDialog')}
      </text>
      {tabs.map((label, i) => (
        <g key={label}>
          <text x={16 + i * 100} y="52" fontSize="11" fill={i === 0 ? '#3b5bdb' : '#495057'}>
            {label}
          </text>
          {i === 0 && <rect x="16" y="57" width="80" height="2" fill="#3b5bdb" />}
        </g>
      ))}
      <rect x="16" y="68" width="288" height="30" rx="6" fill="#edf2ff" stroke="#3b5bdb" />
      <text x="28" y="88" fontSize="12" fill="#212529">
        {t('audio.tabGuide.pictureMeeting')}
      </text>
      <rect x="16" y="112" width="34" height="18" rx="9" fill="#3b5bdb" />
      <circle cx="41" cy="121" r="7" fill="#fff" />
      <text x="58" y="125" fontSize="12" fontWeight="600" fill="#212529">
        {t('audio.tabGuide.pictureAudio')}
      </text>
      <rect x="236" y="140" width="68" height="26" rx="6" fill="#3b5bdb" />
      <text x="270" y="157" fontSize="12" fill="#fff" textAnchor="middle">
        {t('audio.tabGuide.pictureShare')}
      </text>
    </svg>
  );
}

/** How to share the meeting's audio in Chrome and Edge (the guide the "share tab audio" error points to). */
export function TabAudioGuide() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="tab-audio-guide">
      <Text size="sm" fw={600}>
        {t('audio.tabGuide.title')}
      </Text>
      <Text size="sm">{t('audio.tabGuide.intro')}</Text>
      <SharePicture />
      <List size="sm" spacing={4}>
        <List.Item>{t('audio.tabGuide.chrome')}</List.Item>
        <List.Item>{t('audio.tabGuide.edge')}</List.Item>
        <List.Item>{t('audio.tabGuide.window')}</List.Item>
      </List>
    </Stack>
  );
}
