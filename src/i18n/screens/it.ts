// Strings of Menu, Setup, Settings, Stats, Load and Rules screens (Italian).
import type { ScreensKey } from './en';

export const screensIt: Record<ScreensKey, string> = {
};
