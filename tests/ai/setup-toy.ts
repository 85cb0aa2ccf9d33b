// Registers the toy game's heuristics once for the tests that play it.
import { registerHeuristics } from '../../src/ai/heuristics';
import type { Heuristics } from '../../src/ai/heuristics';
import { toyHeuristics } from './toy-heuristics';

registerHeuristics('toy', toyHeuristics as Heuristics);
