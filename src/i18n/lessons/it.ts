// The lessons' words shared by every lesson (Italian).
import type { LessonsKey } from './en';

export const lessonsIt: Record<LessonsKey, string> = {
  'lesson.title': 'Impara {game}',
  'lesson.coach': 'Istruttore',
  'lesson.step': 'Passo {n} di {total}',
  'lesson.next': 'Avanti',
  'lesson.back': 'Passo indietro',
  'lesson.skip': 'Salta il passo',
  'lesson.retry': 'Riprova',
  'lesson.onTable': 'Sul tavolo: {what}',
  'lesson.lit': 'È la scelta che chiede l’istruttore.',
  'lesson.watch': 'Guarda la risposta dell’altro giocatore…',
  'lesson.wait': 'Aspetta: l’altro giocatore sta rispondendo.',
  'lesson.readFirst': 'Leggi prima le parole dell’istruttore, poi premi Avanti.',
  'lesson.dim': 'Non in questo passo: l’istruttore chiede la scelta illuminata.',
  'lesson.thatMove': 'quella mossa',
  'lesson.wrong': '{that}: non questa volta. {why} Questo passo chiede: {expected}.',
  'lesson.wrong.general': 'In una partita vera potrebbe essere una buona mossa, ma qui la lezione ne chiede un’altra.',
  'lesson.done': 'Lezione finita!',
  'lesson.playFirst': 'Gioca la tua prima partita',
  'lesson.playFirst.hint': 'Mostra prima la preparazione: due giocatori, tu contro un bot. Suggerimento (H) mostra cosa giocherebbe il bot più forte.',
  'lesson.summary': 'Promemoria',
  'lesson.leave': 'Lascia la lezione',
  'lesson.leave.note': 'Il punto raggiunto resta salvato: Impara a giocare ti riporta a questo passo.',

  'learn.menu': 'Impara a giocare',
  'learn.title': 'Impara a giocare',
  'learn.intro': 'Una breve partita guidata per ogni gioco: fai tu ogni mossa, e un istruttore spiega ogni regola nel momento in cui la usi.',
  'learn.minutes': '{n, plural, one {Circa # minuto} other {Circa # minuti}}',
  'learn.start': 'Inizia: {game}',
  'learn.resume': 'Riprendi {game} dal passo {n} di {total}',
  'learn.restart': 'Ricomincia {game}',
  'learn.finished': 'Completata',
  'learn.offer': 'Nuovo a {game}? Impara giocando: {n, plural, one {# minuto} other {# minuti}}.',
  'learn.offer.yes': 'Impara giocando',
  'learn.offer.no': 'No, grazie',

  // Issue 40: Setup, filled in for the first real game after a lesson, says what it starts.
  'lesson.firstGame.note': 'La tua prima partita vera: due giocatori, tu contro un bot di livello {level}. I suggerimenti sono attivi: premi Suggerimento (H) quando vuoi per vedere cosa giocherebbe il bot più forte. Cambia ciò che vuoi qui sotto, poi Inizia.',
};
