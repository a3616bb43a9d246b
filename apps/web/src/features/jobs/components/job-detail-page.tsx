import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PositionDetail } from '@offerpilot/shared';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { isMissingPositionError, usePosition } from '../../../lib/queries/positions.ts';
import { CompetencyModel } from './competency-model.tsx';
import { PositionActions } from './position-actions.tsx';
import { PositionStatsCard } from './position-stats-card.tsx';
import { QuestionBank } from './question-bank.tsx';
import '@mantine/core/styles/Grid.css';
import '../jobs.css';

function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h4" mb={6}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function PositionHeader({ position }: { position: PositionDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Badge variant="light" color="indigo" w="fit-content">
          {t(`jobs.fields.${position.field}`)}
        </Badge>
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
            {position.title}
          </Title>
          <Text size="lg" c="dimmed">
            {position.company}
          </Text>
        </div>
        <PositionActions slug={position.slug} title={position.title} />
      </Stack>
    </Paper>
  );
}

function PositionBody({ position }: { position: PositionDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <TextSection title={t('jobs.detail.company')}>
          <Text size="sm" className="job-text">
            {position.companyDetails}
          </Text>
        </TextSection>
        <TextSection title={t('jobs.detail.description')}>
          <Text size="sm" className="job-text">
            {position.description}
          </Text>
        </TextSection>
        <TextSection title={t('jobs.detail.requirements')}>
          <ul className="job-list">
            {position.requirements.map((requirement) => (
              <li key={requirement}>
                <Text size="sm">{requirement}</Text>
              </li>
            ))}
          </ul>
        </TextSection>
      </Stack>
    </Paper>
  );
}

/** /Dashboard/JobCenter/:slug: everything about one position, its competency model and question bank. */
export function JobDetailPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const read = usePosition(slug);
  const { data: position, isPending, error } = read;
  const missing = isMissingPositionError(error);
  return (
    <Stack gap="lg" maw={1200} mx="auto" data-testid="job-detail">
      <Anchor component={Link} to="/Dashboard/JobCenter" size="sm" w="fit-content">
        ← {t('jobs.detail.back')}
      </Anchor>
      {isPending && <Skeleton h={200} radius="md" />}
      {missing && (
        <Alert color="red" role="alert" title={t('jobs.detail.missingTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('jobs.detail.missingBody')}</Text>
            <Button component={Link} to="/Dashboard/JobCenter" variant="light" size="xs">
              {t('jobs.detail.back')}
            </Button>
          </Stack>
        </Alert>
      )}
      {error && !missing && <LoadFailure text={t('jobs.detail.loadFailed')} query={read} />}
      {position && (
        <>
          <PositionHeader position={position} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <PositionBody position={position} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <PositionStatsCard position={position} />
            </Grid.Col>
          </Grid>
          <CompetencyModel competencies={position.competencies} />
          <QuestionBank slug={position.slug} competencies={position.competencies} />
        </>
      )}
    </Stack>
  );
}
