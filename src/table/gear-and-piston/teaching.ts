// What teaches each rule a Gear & Piston game raises (see table/teaching.ts): every event,
// decision and log line kind, mapped to the glossary entries (table/glossary/entries.ts) and the
// lesson steps (gear-and-piston/lesson.ts) that teach it.
import type { GnpView } from '../../engine/gear-and-piston/types';
import { type Taught, type TeachingMap, moveKinds } from '../teaching';

const g = (glossary: string[], lesson: string[] = []): Taught => ({ glossary, lesson });

const PLACE = g(['token', 'loc.workshop', 'loc.patent-office', 'loc.junk-yard', 'loc.back-alley'], ['place-workshop', 'place-patent', 'place-junk', 'place-alley']);
const ALLEY = g(['loc.back-alley', 'token'], ['place-alley']);
const BLACK_MARKET = g(['blackMarket', 'new'], ['black-market', 'keep']);
const ESPIONAGE = g(['espionage', 'blueprint', 'handLimit']);
const UNION = g(['unionMuscle', 'token']);
const PATENT = g(['loc.patent-office', 'new'], ['patent']);
const JUNK = g(['loc.junk-yard', 'junk'], ['junk', 'junk-2']);
const WORKSHOP = g(['loc.workshop', 'operation'], ['build-axle']);
const BUILD = g(['build', 'row', 'kind.axle'], ['build-axle', 'build-motor', 'build-gearbox']);
const DISMANTLE = g(['dismantle', 'discard'], ['dismantle']);
const UPGRADE = g(['upgrade', 'discard'], ['upgrade', 'swap-motor', 'swap-tank']);
const JOIN = g(['halves'], ['join']);
const DISCARD = g(['blueprint', 'handLimit', 'discard'], ['keep-hand', 'full-hand', 'discard']);
const VOLATILITY = g(['volatility', 'junk', 'wrench'], ['wrench']);
const REFRESH = g(['refresh', 'discard']);
const END = g(['complete', 'endScrap'], ['twelfth', 'end', 'last-round', 'scrap']);
const SCORES = g(['vp', 'investor', 'icons', 'area', 'volatility'], ['scores']);
const ROUND = g(['firstPlayer', 'token'], ['next-round']);
const TILE = g(['part', 'blueprint'], ['patent']);

export const gearAndPistonTeaching: TeachingMap = {
  events: {
    round: ROUND,
    'place-token': PLACE,
    'lock-token': ALLEY,
    'return-token': g(['token'], ['next-round']),
    'unlock-tokens': ALLEY,
    'move-tile': TILE,
    'keep-hand': DISCARD,
    'black-market': BLACK_MARKET,
    espionage: ESPIONAGE,
    'reveal-hand': ESPIONAGE,
    steal: ESPIONAGE,
    'union-muscle': UNION,
    volatility: VOLATILITY,
    wasted: g(['handLimit', 'blueprint'], ['full-hand', 'wasted', 'take-tank']),
    'first-player': ROUND,
    'end-workshop': WORKSHOP,
    upgrade: UPGRADE,
    join: JOIN,
    scrap: g(['endScrap', 'scrap', 'halves'], ['scrap', 'scrap-score']),
    'game-end': END,
    'final-scores': SCORES,
  },
  prompts: {
    place: PLACE,
    discard: DISCARD,
    alley: ALLEY,
    'black-market': BLACK_MARKET,
    espionage: ESPIONAGE,
    patent: PATENT,
    junk: JUNK,
    workshop: WORKSHOP,
    'workshop.upgrading': UPGRADE,
    'move.place': PLACE,
    'move.discard': DISCARD,
    'move.keep-hand': DISCARD,
    'move.black-market': BLACK_MARKET,
    'move.espionage': ESPIONAGE,
    'move.union-muscle': UNION,
    'move.keep-part': BLACK_MARKET,
    'move.steal': ESPIONAGE,
    'move.take-display': PATENT,
    'move.take-blind': g(['loc.patent-office', 'new'], ['patent-token']),
    'move.stop-junk': JUNK,
    'move.build': BUILD,
    'move.dismantle': DISMANTLE,
    'move.upgrade': UPGRADE,
    'move.swap': UPGRADE,
    'move.finish-upgrade': UPGRADE,
    'move.join': JOIN,
    'move.end-workshop': WORKSHOP,
  },
  lines: {
    'gnp.log.round': ROUND,
    'gnp.log.place': PLACE,
    'gnp.log.keepHand': DISCARD,
    'gnp.log.toHand': TILE,
    'gnp.log.discardTile': g(['discard']),
    'gnp.log.display': g(['loc.patent-office', 'loc.junk-yard', 'refresh']),
    'gnp.log.refresh': REFRESH,
    'gnp.log.buildAt': BUILD,
    'gnp.log.toCar': UPGRADE,
    'gnp.log.carDiscard': DISMANTLE,
    'gnp.log.handDiscard': DISCARD,
    'gnp.log.blackMarketDrew': BLACK_MARKET,
    'gnp.log.espionage': ESPIONAGE,
    'gnp.log.steal': ESPIONAGE,
    'gnp.log.unionMuscleFrom': UNION,
    'gnp.log.volatility': VOLATILITY,
    'gnp.log.wasted': g(['handLimit', 'blueprint'], ['wasted']),
    'gnp.log.firstPlayer': ROUND,
    'gnp.log.gameEnd': END,
    'gnp.log.join': JOIN,
    'gnp.log.scrapRole': g(['endScrap', 'scrap'], ['scrap', 'scrap-score']),
    'gnp.log.upgrade': UPGRADE,
    'gnp.log.endWorkshop': WORKSHOP,
    'gnp.log.endWorkshopUnused': g(['operation'], ['build-gearbox']),
    'gnp.log.finalScoresHead': SCORES,
  },
  decisionKinds: (view, legal) => {
    const step = (view as GnpView).step;
    return [step.kind === 'workshop' && step.upgrading ? 'workshop.upgrading' : step.kind, ...moveKinds(legal)];
  },
};
