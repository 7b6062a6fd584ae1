import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClock, IconListCheck } from '@tabler/icons-react';
import type { LicenceClass } from '../../../domain/licence-catalogue';
import type { ExamRule } from '../../../domain/rule-sets';
import { t } from '../../../i18n/t';

type Props = {
  licence: LicenceClass;
  rule: ExamRule | undefined;
  selected: boolean;
  onSelect: () => void;
};

/** A licence class: name, description, questions, minutes and 'x/y để đậu'. */
export function ClassCard({ licence, rule, selected, onSelect }: Props) {
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={licence.name}
      style={{ height: '100%' }}
    >
      <Card
        withBorder
        padding="md"
        h="100%"
        style={{
          borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
          borderWidth: selected ? 2 : 1,
        }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} size="lg">
              {licence.name}
            </Text>
            {rule ? (
              <Badge variant="light">
                {t('practice.passScore', { pass: rule.passMark, total: rule.questions })}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {licence.description}
          </Text>
          {rule ? (
            <Group gap="md">
              <Group gap={4}>
                <IconListCheck size={16} aria-hidden />
                <Text size="sm">{t('practice.questions', { n: rule.questions })}</Text>
              </Group>
              <Group gap={4}>
                <IconClock size={16} aria-hidden />
                <Text size="sm">{t('practice.minutes', { n: rule.minutes })}</Text>
              </Group>
            </Group>
          ) : null}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
