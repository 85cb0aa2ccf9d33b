// Impara Echoes of the Past: le parole dell'istruttore (italiano).
import type { EchoesLessonKey } from './en';

export const echoesLessonIt: Record<EchoesLessonKey, string> = {
  'inno.echoesLesson.title': 'Echoes of the Past',
  'inno.echoesLesson.goal': 'Echoes of the Past aggiunge effetti eco, bonus e previsioni. La tua carta rossa in cima, {card}, ha sia un effetto eco sia un bonus: il suo bonus 1 ti dà già 1 punto, con la pila punti vuota.',
  'inno.echoesLesson.echo': 'Dogma {card}. Prima si esegue il suo effetto eco: archivia una carta rossa dalla mano (l’unica è {tucked}). Poi il suo dogma: pesca un 3 e mettilo nelle previsioni.',
  'inno.echoesLesson.foreshadowed': 'La carta {tucked} è archiviata sotto {card}. La tua mano non aveva carte Echoes, quindi il 3 pescato è una carta Echoes, {drawn}. Ora è coperta nelle tue previsioni: solo tu la vedi; Bot 2 vede un 3 di Echoes.',
  'inno.echoesLesson.meld': 'Cala {card}, un 3. Subito dopo un’azione Calare puoi promuovere una carta delle tue previsioni di età non più alta della carta calata: {drawn} è un 3, quindi può.',
  'inno.echoesLesson.promote': 'Promuovi {card}: lascia le previsioni e viene calata sulla tua pila blu.',
  'inno.echoesLesson.freeDogma': 'Una carta promossa dà un’azione dogma gratuita: rispondi «Sì». L’effetto eco di {card} pesca un 4 (la tua mano è vuota, quindi una carta base) e lo mette nelle previsioni; il suo dogma non trova carte con un bonus nelle tue previsioni, quindi non fa nulla.',
  'inno.echoesLesson.bonus': 'Conta i tuoi bonus: {card} mostra 4 e {other} mostra 1. I tuoi punti sono il bonus più alto più 1 per ogni altro: 4 + 1 = 5, con la pila punti vuota.',
  'inno.echoesLesson.end': 'Questo è Echoes: gli effetti eco si eseguono prima del dogma, i bonus aggiungono punti e le previsioni tengono carte da promuovere dopo un’azione Calare. Con Echoes per vincere serve un obiettivo in più: 7 in due.',
  'inno.echoesLesson.why.dogma': 'Questo passo esegue il dogma di Bracciale.',
  'inno.echoesLesson.why.meld': 'Questo passo cala la Bussola, per promuovere poi una carta.',
  'inno.echoesLesson.why.promote': 'Questo passo promuove l’Almanacco dalle tue previsioni.',
  'inno.echoesLesson.why.yes': 'Questo passo usa l’azione dogma gratuita.',
  'inno.echoesLesson.sum.echo': 'Effetti eco: quando esegui un dogma, gli effetti eco visibili in quella pila si eseguono per primi, da quello della carta più in basso, e si condividono come gli altri.',
  'inno.echoesLesson.sum.bonus': 'Bonus: i tuoi punti sono la pila punti più il bonus visibile più alto più 1 per ogni altro bonus visibile.',
  'inno.echoesLesson.sum.draw': 'La regola di pesca di Echoes: se la tua mano non è vuota e non ha carte Echoes, peschi una carta Echoes di quell’età.',
  'inno.echoesLesson.sum.forecast': 'Mettere nelle previsioni: una carta va coperta nelle tue previsioni. Dopo un’azione Calare puoi promuoverne una di età non più alta della carta calata, poi eseguire su di essa un’azione dogma gratuita.',
  'inno.echoesLesson.sum.win': 'Con Echoes si vince con un obiettivo in più: 7 in due, 6 in tre, 5 in quattro.',
};
