import { lazy, type CSSProperties } from 'react';
import { LICENCE_CLASSES } from '../../../domain/licence-catalogue';
import { withMessages, t } from '../../../i18n/t';
import { formatNumber } from '../../../lib/format-number';
import { AfterMount } from '../../../lib/after-mount';
import classes from '../home.module.css';

// The count reads IndexedDB: it loads after the first paint and shows '…' until then.
const QuestionCount = lazy(withMessages(() => import('./question-count')));

const columns = { '--cols-base': 2, '--cols-sm': 4 } as CSSProperties;

export function StatsRow() {
  const stats = [
    {
      value: (
        <AfterMount fallback="…">
          <QuestionCount />
        </AfterMount>
      ),
      label: t('home.statQuestions'),
      id: 'questions',
    },
    {
      value: formatNumber(LICENCE_CLASSES.length),
      label: t('home.statClasses'),
      id: 'classes',
    },
    { value: '100%', label: t('home.statFree'), id: 'free' },
    { value: '0', label: t('home.statNoAds'), id: 'ads' },
  ];
  return (
    <div className={classes.grid} style={columns}>
      {stats.map((stat) => (
        <div key={stat.id} className={classes.stat} data-testid={`stat-${stat.id}`}>
          <p className={classes.statValue}>{stat.value}</p>
          <p className={classes.statLabel}>{stat.label}</p>
        </div>
      ))}
    </div>
  );
}
