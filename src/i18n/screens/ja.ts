// Strings of Menu, Setup, Settings, Stats, Load and Rules screens (Japanese).
import type { ScreensKey } from './en';

export const screensJa: Record<ScreensKey, string> = {
};
