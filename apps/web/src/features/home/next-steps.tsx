import { Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'resume', path: '/Dashboard/Resume' },
  { key: 'goals', path: '/Dashboard/Goals' },
  { key: 'jobs', path: '/Dashboard/JobCenter' },
  { key: 'mock', path: '/Dashboard/StartInterviewMock' },
  { key: 'live', path: '/Dashboard/StartInterviewAI' },
  { key: 'guide', path: '/Dashboard/Guide' },
] as const;

/** Where to go from here once the first-run checklist is hidden; each card opens its page. */
export function NextSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="next-steps-title" data-testid="next-steps">
      <Title order={2} size="h4" mb="sm" id="next-steps-title">
        {t('home.next.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {STEPS.map((step) => (
          <UnstyledButton key={step.key} component={Link} to={step.path} className="step-card">
            <Paper withBorder radius="md" p="md" h="100%">
              <Text fw={700}>{t(`home.next.${step.key}.title`)}</Text>
              <Text size="sm" mt={4}>
                {t(`home.next.${step.key}.body`)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  );
}
