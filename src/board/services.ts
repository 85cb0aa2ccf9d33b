// Scenes reach the app's services (app/services.ts) through here.
import type Phaser from 'phaser';
import { type AppServices, appServices } from '../app/services';

export type { AppServices, KioskControl } from '../app/services';

export function services(_scene: Phaser.Scene): AppServices {
  return appServices();
}
