// The showcase scene (?kiosk, the menu's kiosk entry, the kiosk's idle return): it only starts
// the next game of the rotation on that game's own table, in showcase mode (showcaseMode.ts).
import Phaser from 'phaser';
import { COLORS } from '../ui/theme';
import { SCENES } from './services';
import { startNextShowcase } from './showcaseMode';

export class ShowcaseScene extends Phaser.Scene {
  constructor() {
    super(SCENES.showcase);
  }

  create(): void {
    this.cameras.main.setBackgroundColor(COLORS.bg);
    startNextShowcase(this);
  }
}
