// Settings: language, animation speed, reduce motion, sound. Each change applies at once and is
// stored in the background.
import { SPEEDS } from '../app/setup';
import { LANGS, LANG_NAMES, t, tk } from '../i18n';
import { TEXT } from '../ui/theme';
import { Screen } from './Screen';
import { SCENES } from './services';

export class SettingsScene extends Screen {
  protected readonly bodyName = 'settings';

  constructor() {
    super(SCENES.settings);
  }

  protected build(w: number): void {
    const f = this.font;
    const col = this.column();
    let y = this.header(t('settings.title'));
    const s = this.app.settings;
    const rowH = Math.max(40, f * 2.4);
    const section = (label: string) => {
      this.text(col.x, y, label, f, TEXT.muted);
      y += f * 1.7;
    };
    const toggles = (items: { label: string; selected: boolean; onPress: () => void }[]) => {
      const perRow = w < 520 ? 2 : items.length;
      const bw = (col.w - (perRow - 1) * 8) / perRow;
      items.forEach((it, i) => {
        const r = Math.floor(i / perRow);
        const c = i % perRow;
        this.button({ x: col.x + c * (bw + 8), y: y + r * (rowH + 8), w: bw, h: rowH, label: it.label, kind: 'toggle', selected: it.selected, onPress: it.onPress });
      });
      y += Math.ceil(items.length / perRow) * (rowH + 8) + f * 0.6;
    };
    const set = (patch: Parameters<typeof this.app.updateSettings>[0]) => {
      this.app.updateSettings(patch);
      this.rebuild();
    };

    section(t('settings.language'));
    toggles(LANGS.map((l) => ({ label: LANG_NAMES[l], selected: s.lang === l, onPress: () => set({ lang: l }) })));
    section(t('settings.speed'));
    toggles(SPEEDS.map((sp) => ({ label: tk(`speed.${sp}`), selected: s.speed === sp, onPress: () => set({ speed: sp }) })));
    section(t('settings.reduceMotion'));
    toggles([
      { label: t('common.on'), selected: s.reduceMotion, onPress: () => set({ reduceMotion: true }) },
      { label: t('common.off'), selected: !s.reduceMotion, onPress: () => set({ reduceMotion: false }) },
    ]);
    section(t('settings.sound'));
    toggles([
      { label: t('common.on'), selected: s.sound, onPress: () => set({ sound: true }) },
      { label: t('common.off'), selected: !s.sound, onPress: () => set({ sound: false }) },
    ]);
  }
}
