import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIVE_PRICE_CREDITS, MOCK_PRICE_CREDITS, FREE_TRIAL_MINUTES } from '@offerpilot/shared';

const FEATURES = ['live', 'mock', 'jobs', 'guide', 'materials', 'sync'] as const;
const STEPS = ['prepare', 'practise', 'live'] as const;

const FEATURE_ICONS: Record<(typeof FEATURES)[number], string> = {
  live: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3',
  mock: 'M3 5h18v12H3zM8 21h8M12 17v4',
  jobs: 'M4 7h16v13H4zM9 7V4h6v3M4 12h16',
  guide: 'M12 3l8 4-8 4-8-4zM4 12l8 4 8-4M4 17l8 4 8-4',
  materials: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7',
  sync: 'M4 5h11v9H4zM17 8h3v11h-7v-3',
};

/** What the product does, feature by feature. */
export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section className="welcome-section" aria-labelledby="features-title">
      <Title order={2} ta="center" id="features-title">
        {t('welcome.features.title')}
      </Title>
      <Text ta="center" mt="xs" mb="xl" maw={640} mx="auto">
        {t('welcome.features.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((key) => (
          <Paper key={key} withBorder radius="lg" p="lg">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d={FEATURE_ICONS[key]} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {t(`welcome.features.${key}.title`)}
            </Title>
            <Text size="sm" mt={6}>
              {t(`welcome.features.${key}.body`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** Three steps from nervous to prepared. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="welcome-section" id="how" aria-labelledby="how-title">
      <Title order={2} ta="center" id="how-title" mb="xl">
        {t('welcome.how.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" className="plain-list">
        {STEPS.map((key, index) => (
          <Stack key={key} gap="xs" component="li">
            <ThemeIcon size={36} radius="xl" aria-hidden="true">
              {index + 1}
            </ThemeIcon>
            <Title order={3} size="h4">
              {t(`welcome.how.${key}.title`)}
            </Title>
            <Text size="sm">{t(`welcome.how.${key}.body`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** The price in plain words, from the shared constants. */
export function PricingFacts() {
  const { t } = useTranslation();
  return (
    <section className="welcome-section" aria-labelledby="pricing-title">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="indigo.0">
        <Title order={2} size="h3" id="pricing-title">
          {t('welcome.pricing.title')}
        </Title>
        <ul className="pricing-list">
          <li>{t('welcome.pricing.mock', { credits: MOCK_PRICE_CREDITS })}</li>
          <li>{t('welcome.pricing.live', { credits: LIVE_PRICE_CREDITS, minutes: FREE_TRIAL_MINUTES })}</li>
          <li>{t('welcome.pricing.newcomer')}</li>
        </ul>
      </Paper>
    </section>
  );
}
