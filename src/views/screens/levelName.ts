// The name of a stats level: a bot level, or "humans only" for games with no bot at the table.
import { t, tk } from '../../i18n';
import type { StatsLevel } from '../../app/stored';

export const levelName = (level: StatsLevel): string => (level === 'none' ? t('stats.levelNone') : tk(`level.${level}`));
