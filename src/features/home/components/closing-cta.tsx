import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';
import classes from '../home.module.css';

export function ClosingCta() {
  return (
    <section className={`${classes.panel} ${classes.stack} ${classes.centered}`}>
      <h2 className={classes.h2}>{t('home.ctaTitle')}</h2>
      <p className={classes.dimmed}>{t('home.ctaText')}</p>
      <div className={classes.actions}>
        <Link to={createPageUrl('Study')} className={classes.button}>
          {t('home.studyCta')}
        </Link>
        <Link to={createPageUrl('Practice')} className={classes.button} data-variant="outline">
          {t('home.practiceCta')}
        </Link>
      </div>
    </section>
  );
}
