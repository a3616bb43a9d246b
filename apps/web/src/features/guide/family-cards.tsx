import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CareerGuideReport } from '@offerpilot/shared';

type Family = CareerGuideReport['families'][number];

/** How many families are shown with their reasons; the rest are listed by fit. */
export const BEST_FAMILIES = 3;

const percentOf = (fit: number) => Math.round(fit * 100);

function FamilyCard({ family, rank }: { family: Family; rank: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="guide-family" data-field={family.field}>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {rank}. {family.name}
        </Title>
        <div>
          <div className="guide-bar" aria-hidden="true">
            <div className="guide-bar-fill" style={{ width: `${percentOf(family.fit)}%` }} />
          </div>
          <Text size="sm" fw={600} mt={4}>
            {t('guide.report.fit', { percent: percentOf(family.fit) })}
          </Text>
        </div>
        <Text size="sm">{family.reason}</Text>
        <Text size="sm" fw={600}>
          {t('guide.report.evidence')}
        </Text>
        {family.evidence.length ? (
          <List size="sm" spacing={2} data-testid="guide-family-evidence">
            {family.evidence.map((e) => (
              <List.Item key={e.itemId}>{e.text}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('guide.report.noEvidence')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The best families with why they fit (the reason and the user's answers), then the others by fit. */
export function FamilyCards({ families }: { families: Family[] }) {
  const { t } = useTranslation();
  const others = families.slice(BEST_FAMILIES);
  return (
    <Stack gap="sm" component="section" aria-labelledby="guide-families">
      <Title order={3} size="h4" id="guide-families">
        {t('guide.report.families')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, md: BEST_FAMILIES }}
        spacing="md"
        component="ol"
        className="guide-plain-list"
      >
        {families.slice(0, BEST_FAMILIES).map((family, i) => (
          <FamilyCard key={family.field} family={family} rank={i + 1} />
        ))}
      </SimpleGrid>
      {others.length > 0 && (
        <Text size="sm" data-testid="guide-other-families">
          {t('guide.report.others')}:{' '}
          {others.map((f) => `${f.name} ${t('guide.report.fit', { percent: percentOf(f.fit) })}`).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
