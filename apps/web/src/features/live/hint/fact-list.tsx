import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A titled list of what grounded a hint (resume facts, requirements, key points); nothing when empty. */
export function FactList({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  if (!items.length) return null;
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** The resume facts and goal requirements a hint used, each titled; `testId` prefixes their test ids. */
export function UsedFacts({
  resumeFacts,
  requirements,
  testId,
}: {
  resumeFacts: string[];
  requirements: string[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FactList
        title={t('liveSession.grounding.resumeFacts')}
        items={resumeFacts}
        testId={`${testId}-resume`}
      />
      <FactList
        title={t('liveSession.grounding.requirements')}
        items={requirements}
        testId={`${testId}-requirements`}
      />
    </>
  );
}
