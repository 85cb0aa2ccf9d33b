// Boot: waits for what the tables draw with (the app's font, in the parts the language needs)
// before the first table opens: a canvas draws in whatever font is loaded, and does not redraw
// when one arrives. The menus are HTML and do not wait for it.
import Phaser from 'phaser';
import { getLang } from '../i18n';
import { loadFontFor } from '../i18n/font';

export const BOOT_SCENE = 'Boot';

export class BootScene extends Phaser.Scene {
  constructor(private readonly onReady: () => void) {
    super(BOOT_SCENE);
  }

  create(): void {
    void loadFontFor(getLang()).then(() => this.onReady());
  }
}
