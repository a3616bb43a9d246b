import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResumeFacts } from '@offerpilot/shared';
import { educationLine, experienceLine, factCounts, projectLine, type FactLine } from '../resume-facts.ts';

function FactSection({
  title,
  lines,
  testId,
  emptyText,
}: {
  title: string;
  lines: FactLine[];
  testId: string;
  emptyText: string;
}) {
  return (
    <section data-testid={testId}>
      <Title order={4} size="h5" mb={6}>
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" className="plain-list">
          {lines.map((line, index) => (
            <li key={index} className="fact-line">
              <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
                <Text fw={700} size="sm" className="materials-wrap">
                  {line.heading}
                </Text>
                {line.period && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {line.period}
                  </Text>
                )}
              </Group>
              {line.detail && (
                <Text size="sm" className="materials-wrap">
                  {line.detail}
                </Text>
              )}
              {line.points.length > 0 && (
                <ul className="fact-points">
                  {line.points.map((point, i) => (
                    <li key={i}>
                      <Text size="sm" className="materials-wrap">
                        {point}
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}

/** What the server read from the text: education, experience, projects and skills, as the coach uses them. */
export function ResumeFactsView({ facts }: { facts: ResumeFacts }) {
  const { t } = useTranslation();
  const present = t('materials.facts.present');
  const none = t('materials.facts.none');
  const counts = factCounts(facts);
  return (
    <Stack gap="md" data-testid="resume-facts">
      {!counts.any && (
        <Text size="sm" className="materials-note" data-testid="resume-facts-empty">
          {t('materials.facts.nothing')}
        </Text>
      )}
      <FactSection
        title={t('materials.facts.education')}
        lines={facts.education.map((fact) => educationLine(fact, present))}
        testId="facts-education"
        emptyText={none}
      />
      <FactSection
        title={t('materials.facts.experience')}
        lines={facts.experience.map((fact) => experienceLine(fact, present))}
        testId="facts-experience"
        emptyText={none}
      />
      <FactSection
        title={t('materials.facts.projects')}
        lines={facts.projects.map(projectLine)}
        testId="facts-projects"
        emptyText={none}
      />
      <section data-testid="facts-skills">
        <Title order={4} size="h5" mb={6}>
          {t('materials.facts.skills')}
        </Title>
        {facts.skills.length === 0 ? (
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        ) : (
          <Group gap={6} component="ul" className="plain-list">
            {facts.skills.map((skill) => (
              <Badge key={skill} component="li" variant="light" color="indigo" tt="none" size="lg">
                {skill}
              </Badge>
            ))}
          </Group>
        )}
      </section>
    </Stack>
  );
}
