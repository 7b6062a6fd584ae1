import { Button, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { STUDY_BANKS, type LicenceType } from '../../../domain/licence-catalogue';
import { t } from '../../../i18n/t';
import { useBankCounts } from '../hooks/use-bank-counts';
import { useStartStudy } from '../hooks/use-study-category';
import { BankCard } from './bank-card';
import { InfoPanel } from './info-panel';

type TypeTab = 'all' | LicenceType;

/** SPEC §2 'Study category picker'. */
export function CategoryPicker() {
  const [tab, setTab] = useState<TypeTab>('all');
  const counts = useBankCounts();
  const start = useStartStudy();
  const banks = STUDY_BANKS.filter((bank) => tab === 'all' || bank.type === tab);
  return (
    <PageFrame
      title={t('study.pickerTitle')}
      subtitle={t('study.pickerSubtitle')}
      actions={
        <Button
          component={Link}
          to="/"
          variant="subtle"
          hiddenFrom="sm"
          w="fit-content"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('study.backHome')}
        </Button>
      }
    >
      <Stack gap="lg">
        <Tabs
          value={tab}
          onChange={(value) => setTab(value === 'motorcycle' || value === 'car' ? value : 'all')}
        >
          <Tabs.List aria-label={t('study.typeTabsLabel')}>
            <Tabs.Tab value="all">{t('study.typeAll')}</Tabs.Tab>
            <Tabs.Tab value="motorcycle">{t('study.typeMotorcycle')}</Tabs.Tab>
            <Tabs.Tab value="car">{t('study.typeCar')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {banks.map((bank) => (
            <BankCard
              key={bank.id}
              bank={bank}
              counts={counts?.[bank.id]}
              onStart={() => start(bank.id)}
            />
          ))}
        </SimpleGrid>
        <InfoPanel />
      </Stack>
    </PageFrame>
  );
}
