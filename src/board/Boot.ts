// Boot: loads what the tables draw with (logo, font) before the first table opens. The menus are
// HTML and do not wait for it.
import Phaser from 'phaser';

const LOGO_URL = new URL('../../assets/logo.svg', import.meta.url).href;
const FONT_URL = new URL('../../assets/fonts/boardwright-sans.woff2', import.meta.url).href;

export const BOOT_SCENE = 'Boot';

export class BootScene extends Phaser.Scene {
  constructor(private readonly onReady: () => void) {
    super(BOOT_SCENE);
  }

  preload(): void {
    this.load.svg('logo', LOGO_URL, { width: 256, height: 256 });
    this.load.font('BoardwrightSans', FONT_URL, 'woff2');
  }

  create(): void {
    this.onReady();
  }
}
