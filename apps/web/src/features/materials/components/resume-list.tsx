import { Badge, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResumeSummary } from '@offerpilot/shared';
import { formatDay } from '../format.ts';
import { MATERIAL_LIMITS } from '../material-limits.ts';

function ResumeRow({
  resume,
  selected,
  onSelect,
}: {
  resume: ResumeSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation();
  const source =
    resume.source === 'file' && resume.fileName
      ? t('materials.list.fromFile', { name: resume.fileName })
      : t('materials.list.fromText');
  return (
    <li className="resume-row" data-selected={selected || undefined} data-testid="resume-item">
      <UnstyledButton onClick={onSelect} className="resume-row-button" aria-current={selected || undefined}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} className="materials-wrap" lineClamp={2}>
              {resume.title}
            </Text>
            <Text size="sm" c="dimmed" className="materials-wrap" lineClamp={1}>
              {source}
            </Text>
            <Text size="xs" c="dimmed">
              {t('materials.list.updated', { date: formatDay(resume.updatedAt, i18n.language) })}
            </Text>
          </div>
          {resume.isDefault && (
            <Badge
              color="teal.9"
              variant="filled"
              data-testid="resume-default-badge"
              style={{ flexShrink: 0 }}
            >
              {t('materials.list.default')}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The user's resumes, newest first, the default marked; choosing one opens it below. */
export function ResumeList({
  resumes,
  selectedId,
  onSelect,
}: {
  resumes: ResumeSummary[] | undefined;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="resume-list-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="resume-list-title">
          {t('materials.list.title')}
        </Title>
        {resumes && (
          <Text size="sm" c="dimmed">
            {t('materials.list.count', { count: resumes.length, max: MATERIAL_LIMITS.resumesPerUser })}
          </Text>
        )}
      </Group>
      {!resumes && <Skeleton h={64} radius="md" />}
      {resumes?.length === 0 && (
        <Text size="sm" data-testid="resume-empty">
          {t('materials.list.empty')}
        </Text>
      )}
      {resumes && resumes.length > 0 && (
        <Stack gap="xs" component="ul" className="plain-list" data-testid="resume-list">
          {resumes.map((resume) => (
            <ResumeRow
              key={resume.id}
              resume={resume}
              selected={resume.id === selectedId}
              onSelect={() => onSelect(resume.id)}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
