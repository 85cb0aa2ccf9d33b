// Names the Gears table prints for gears, code cards, rules and characters, in the current language.
import { tk } from '../../i18n';

export const gearName = (gear: string): string => tk(`gears.gear.${gear}.name`);
export const colourName = (colour: string): string => tk(`gears.colour.${colour}`);
export const ruleName = (rule: string): string => tk(`gears.rule.${rule}`);
export const dirName = (dir: string): string => tk(`gears.dir.${dir}`);
export const characterName = (name: string): string => tk(`gears.character.${name}.name`);
