import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWCOMER_MOCK_MINUTES } from '@offerpilot/shared';
import { PublicHeader } from '../../components/public-header.tsx';
import { isSignedIn } from '../../lib/storage.ts';
import { HintPreview } from './hint-preview.tsx';
import { WelcomeFooter } from './welcome-footer.tsx';
import { FeatureGrid, HowItWorks, PricingFacts } from './welcome-sections.tsx';

/** /Welcome: what OfferPilot does for a nervous candidate, and the way in. */
export function WelcomePage() {
  const { t } = useTranslation();
  const signedIn = isSignedIn();
  const cta = signedIn
    ? { to: '/Dashboard', label: t('welcome.openDashboard') }
    : { to: '/Auth', label: t('welcome.signIn') };
  return (
    <>
      <PublicHeader>
        <Button component={Link} to={cta.to} size="compact-md" data-testid="welcome-header-cta">
          {signedIn ? t('welcome.openDashboard') : t('welcome.signInShort')}
        </Button>
      </PublicHeader>
      <main id="main" className="welcome-main">
        <section className="welcome-hero" aria-labelledby="hero-title">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className="page-container">
            <Stack gap="lg" justify="center">
              <Badge variant="light" size="lg" w="fit-content">
                {t('welcome.badge')}
              </Badge>
              <Title order={1} className="welcome-title" id="hero-title">
                {t('welcome.title')}
              </Title>
              <Text size="lg">{t('welcome.lead')}</Text>
              <Group gap="sm">
                <Button component={Link} to={cta.to} size="lg" data-testid="welcome-cta">
                  {cta.label}
                </Button>
                <Button component="a" href="#how" size="lg" variant="default">
                  {t('welcome.howLink')}
                </Button>
              </Group>
              <Text size="sm">{t('welcome.newcomer', { minutes: NEWCOMER_MOCK_MINUTES })}</Text>
            </Stack>
            <HintPreview />
          </SimpleGrid>
        </section>
        <div className="welcome-body">
          <FeatureGrid />
          <HowItWorks />
          <PricingFacts />
          <section className="welcome-section welcome-final" aria-labelledby="final-title">
            <Title order={2} id="final-title">
              {t('welcome.final.title')}
            </Title>
            <Text mt="xs" mb="lg">
              {t('welcome.final.body')}
            </Text>
            <Button component={Link} to={cta.to} size="lg">
              {cta.label}
            </Button>
          </section>
        </div>
      </main>
      <WelcomeFooter />
    </>
  );
}
