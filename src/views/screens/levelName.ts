// The name of a stats level: a bot level, or "humans only" for games with no bot at the table.
import { t, tk } from '../../i18n';
import type { StatsLevel } from '../../storage/types';

export const levelName = (level: StatsLevel): string => (level === 'none' ? t('stats.levelNone') : tk(`level.${level}`));
