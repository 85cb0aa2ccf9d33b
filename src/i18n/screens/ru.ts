// Strings of Menu, Setup, Settings, Stats, Load and Rules screens (Russian).
import type { ScreensKey } from './en';

export const screensRu: Record<ScreensKey, string> = {
};
