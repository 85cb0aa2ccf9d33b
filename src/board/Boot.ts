// Boot: loads what the tables draw with (the font) before the first table opens. The menus are
// HTML and do not wait for it.
import Phaser from 'phaser';

const FONT_URL = new URL('../../assets/fonts/boardwright-sans.woff2', import.meta.url).href;

export const BOOT_SCENE = 'Boot';

export class BootScene extends Phaser.Scene {
  constructor(private readonly onReady: () => void) {
    super(BOOT_SCENE);
  }

  preload(): void {
    this.load.font('BoardwrightSans', FONT_URL, 'woff2');
  }

  create(): void {
    this.onReady();
  }
}
