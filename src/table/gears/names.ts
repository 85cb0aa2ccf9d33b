// Names the Gears table prints for gears, code cards, rules and characters, in the current language.
import { tk } from '../../i18n';

export const gearName = (gear: string): string => tk(`gear.${gear}.name`);
export const colourName = (colour: string): string => tk(`colour.${colour}`);
export const ruleName = (rule: string): string => tk(`rule.${rule}`);
export const dirName = (dir: string): string => tk(`dir.${dir}`);
export const characterName = (name: string): string => tk(`character.${name}.name`);
