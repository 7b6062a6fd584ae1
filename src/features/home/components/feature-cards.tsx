import type { CSSProperties } from 'react';
import { IconDevices, IconBrain, IconUsers } from '@tabler/icons-react';
import { t } from '../../../i18n/t';
import classes from '../home.module.css';

const features = [
  { icon: IconDevices, title: 'home.featureMultiTitle', text: 'home.featureMultiText' },
  { icon: IconBrain, title: 'home.featureSmartTitle', text: 'home.featureSmartText' },
  { icon: IconUsers, title: 'home.featureCommunityTitle', text: 'home.featureCommunityText' },
] as const;

const columns = { '--cols-base': 1, '--cols-sm': 3 } as CSSProperties;

export function FeatureCards() {
  return (
    <section className={classes.stack}>
      <h2 className={classes.h2}>{t('home.featuresTitle')}</h2>
      <div className={classes.grid} style={columns}>
        {features.map((feature) => (
          <div key={feature.title} className={`${classes.panel} ${classes.stack}`}>
            <span className={classes.featureIcon}>
              <feature.icon size={26} aria-hidden />
            </span>
            <h3 className={classes.h3}>{t(feature.title)}</h3>
            <p className={classes.dimmed}>{t(feature.text)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
