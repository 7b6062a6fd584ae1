import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/t';
import { createPageUrl } from '../../../lib/paths';
import classes from '../home.module.css';

const columns = { '--cols-base': 1, '--cols-sm': 2 } as CSSProperties;

export function BigCards() {
  return (
    <div className={classes.grid} style={columns}>
      <section className={`${classes.panel} ${classes.stack}`}>
        <h2 className={classes.h2}>{t('home.studyCardTitle')}</h2>
        <p className={classes.dimmed}>{t('home.studyCardText')}</p>
        <Link to={createPageUrl('Study')} className={classes.button}>
          {t('home.studyCta')}
        </Link>
      </section>
      <section className={`${classes.panel} ${classes.stack}`}>
        <h2 className={classes.h2}>{t('home.practiceCardTitle')}</h2>
        <p className={classes.dimmed}>{t('home.practiceCardText')}</p>
        <Link to={createPageUrl('Practice')} className={classes.button} data-variant="orange">
          {t('home.practiceCta')}
        </Link>
      </section>
    </div>
  );
}
