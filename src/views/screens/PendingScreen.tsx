// Temporary: the screens not yet moved to HTML. Replaced screen by screen.
import { navigate } from '../../app/navigation';
import { t } from '../../i18n';

export function PendingScreen({ name }: { name: string }) {
  return (
    <main class="screen">
      <h1>{name}</h1>
      <button type="button" onClick={() => navigate({ name: 'menu' })}>
        {t('common.back')}
      </button>
    </main>
  );
}
