import { IconBook, IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import classes from '../home.module.css';

const headlines = ['home.heroCar', 'home.heroMotorbike'] as const;

export function Hero() {
  const index = useRotatingIndex(headlines.length, 3000);
  return (
    <section className={`${classes.panel} ${classes.hero} ${classes.stack}`}>
      <h1 className={classes.h1} aria-live="polite" data-testid="hero-title">
        {t(headlines[index] ?? 'home.heroCar')}
      </h1>
      <p className={`${classes.dimmed} ${classes.lead}`}>{t('home.heroSubtitle')}</p>
      <div className={classes.actions}>
        <Link to={createPageUrl('Study')} className={classes.button}>
          <IconBook size={18} aria-hidden />
          {t('home.studyCta')}
        </Link>
        <Link to={createPageUrl('Practice')} className={classes.button} data-variant="outline">
          <IconClipboardCheck size={18} aria-hidden />
          {t('home.practiceCta')}
        </Link>
      </div>
    </section>
  );
}
